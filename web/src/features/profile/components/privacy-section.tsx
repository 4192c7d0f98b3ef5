import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, ShieldIcon, Trash2Icon, UserXIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { clearServerData, deleteAccount, exportAccountData, profileKeys } from "../api/profile-api";
import { clearLocalPrayerData } from "../local-data";
import { type HeadingLevel, ProfileSection } from "./profile-section";

/** The spec's confirmation (community spec §5). */
export const CLEAR_DATA_CONFIRMATION = "Are you sure you want to clear all prayer data? This action cannot be undone.";

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface PrivacySectionProps {
  headingLevel: HeadingLevel;
  /** Called once the account is deleted and signed out (the route clears the user and leaves). */
  onAccountDeleted: () => void;
}

/** Download my data, Clear All Data (this device, then, after a second confirmation, the server), delete the account. */
export function PrivacySection({ headingLevel, onAccountDeleted }: PrivacySectionProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<"closed" | "local" | "server">("closed");
  const [deleteOpen, setDeleteOpen] = useState(false);

  const download = useMutation({
    mutationFn: exportAccountData,
    onSuccess: (text) => {
      saveFile(`prayer-journey-data-${new Date().toISOString().slice(0, 10)}.json`, text);
      toastSuccess("Data Downloaded", "All your prayer data has been saved as a JSON file.");
    },
    onError: (error) => toastError("Download Failed", errorMessage(error, "Unable to download your data.")),
  });

  const clearServer = useMutation({
    mutationFn: clearServerData,
    onSuccess: () => {
      // Every cached list of the user's data is now out of date.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== profileKeys.user[0] });
      toastSuccess("Data Cleared", "Your prayer data has also been deleted from your account.");
    },
    onError: (error) => toastError("Clear Failed", errorMessage(error, "Unable to delete your data on the server.")),
  });

  const clearLocal = () => {
    clearLocalPrayerData();
    toastSuccess("Data Cleared", "All prayer data on this device has been cleared.");
    setStep("server");
  };

  return (
    <ProfileSection id="privacy" title="Privacy & Data" headingLevel={headingLevel} icon={<ShieldIcon />}>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          <DownloadIcon aria-hidden="true" /> {download.isPending ? "Preparing..." : "Download My Data (JSON)"}
        </Button>
        <Button variant="outline" onClick={() => setStep("local")}>
          <Trash2Icon aria-hidden="true" /> Clear All Data
        </Button>
        <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
          <UserXIcon aria-hidden="true" /> Delete My Account
        </Button>
      </div>

      <AlertDialog open={step === "local"} onOpenChange={(open) => !open && setStep("closed")}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Clear All Data</AlertDialogTitle>
            <AlertDialogDescription>{CLEAR_DATA_CONFIRMATION}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                clearLocal();
              }}
            >
              Clear Data
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={step === "server"} onOpenChange={(open) => !open && setStep("closed")}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Also delete your data on the server?</AlertDialogTitle>
            <AlertDialogDescription>
              The prayer sessions, prayers, strategies, favourite passages and reading progress saved to your account
              will be deleted for good. Your account and settings stay.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep Server Data</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                clearServer.mutate();
                setStep("closed");
              }}
            >
              Delete Server Data
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} onDeleted={onAccountDeleted} />
    </ProfileSection>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onOpenChange(false);
      toastSuccess("Account Deleted", "Your account and all its data have been deleted.");
      onDeleted();
    },
    onError: (failure) => setError(errorMessage(failure, "Unable to delete your account.")),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError("Please enter your password");
      return;
    }
    setError(undefined);
    remove.mutate({ password });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword("");
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete My Account</DialogTitle>
          <DialogDescription>
            This deletes your account and everything saved to it, and signs you out on every device. It cannot be
            undone. Enter your password to confirm.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form id={formId} noValidate onSubmit={submit}>
            <FormField label="Password" error={error}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton form={formId} variant="destructive" pending={remove.isPending} pendingLabel="Deleting...">
            Delete Account Forever
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
