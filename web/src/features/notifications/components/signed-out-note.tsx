import { InfoIcon } from "lucide-react";
import { Link } from "react-router";

/** Signed out, settings stay in this browser and nothing is sent: reminders come from the server. */
export function RemindersNeedAccount({ signInHref }: { signInHref: string }) {
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted/60 p-4 text-sm">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>
        <span className="font-semibold">Reminders need an account.</span> Prayer Journey's server sends them, so while
        you are signed out these settings are only kept in this browser and no reminder is sent.{" "}
        <Link to={signInHref} className="font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>{" "}
        to turn them on.
      </p>
    </div>
  );
}
