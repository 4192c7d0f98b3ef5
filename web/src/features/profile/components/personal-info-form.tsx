import { type UpdateUserInput, UpdateUserInputSchema, type User, type UserChanges } from "@common/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserIcon } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { profileKeys, updateUser } from "../api/profile-api";
import { EmailVerificationStatus } from "./email-verification-status";
import { type HeadingLevel, ProfileSection } from "./profile-section";

type FormValues = UpdateUserInput;

const valuesOf = (user: User): Required<FormValues> => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  email: user.email ?? "",
});

/** First and last name and email (PATCH /api/user); a blank field is cleared. */
export function PersonalInfoForm({ user, headingLevel }: { user: User; headingLevel: HeadingLevel }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, UserChanges>({
    resolver: zodResolver(UpdateUserInputSchema),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  const update = useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.user, saved);
      form.reset(valuesOf(saved));
      toastSuccess("Profile Updated", "Your personal information has been saved.");
    },
    onError: (error) => toastError("Update Failed", errorMessage(error, "Unable to update your profile.")),
  });

  // Another tab or screen changed the user: show it unless the form has unsaved edits.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(user));
  }, [user, reset, formState.isDirty]);

  return (
    <ProfileSection
      id="personal"
      title="Personal Information"
      description={`Signed in as ${user.username}.`}
      headingLevel={headingLevel}
      icon={<UserIcon />}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          update.mutate({
            firstName: values.firstName ?? "",
            lastName: values.lastName ?? "",
            email: values.email ?? "",
          }),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <EmailVerificationStatus user={user} />
        <div>
          <SubmitButton pending={update.isPending} pendingLabel="Updating...">
            Update Profile
          </SubmitButton>
        </div>
      </form>
    </ProfileSection>
  );
}
