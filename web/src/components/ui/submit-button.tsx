import type * as React from "react";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

/** A form's submit button that shows a spinner and its pending label while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { pending: boolean; pendingLabel: string; children: React.ReactNode }) {
  return (
    <Button type="submit" disabled={pending || props.disabled} {...props}>
      {pending ? (
        <>
          <Spinner className="text-current" /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
