import { toast } from "sonner";

/**
 * Every toast in the app goes through here, so titles and styles stay consistent. The spec's queue holds
 * one toast (core §9): a new one replaces whatever is showing, so a red 'Sign in failed' never lingers
 * under 'Welcome back!'.
 */
export function toastSuccess(title: string, description?: string, options: ToastOptions = {}): void {
  toast.dismiss();
  toast.success(title, description === undefined ? options : { description, ...options });
}

/** How long a toast stays, when the spec gives it a duration of its own (default 5000 ms). */
export interface ToastOptions {
  duration?: number;
}

/** Destructive style. */
export function toastError(title: string, description?: string, options: ToastOptions = {}): void {
  toast.dismiss();
  toast.error(title, description === undefined ? options : { description, ...options });
}

export function toastInfo(title: string, description?: string): void {
  toast.dismiss();
  toast(title, description === undefined ? undefined : { description });
}
