import { toast } from "sonner";

/** Every toast in the app goes through here, so titles and styles stay consistent. */
export function toastSuccess(title: string, description?: string, options: ToastOptions = {}): void {
  toast.success(title, description === undefined ? options : { description, ...options });
}

/** How long a toast stays, when the spec gives it a duration of its own (default 5000 ms). */
export interface ToastOptions {
  duration?: number;
}

/** Destructive style. */
export function toastError(title: string, description?: string, options: ToastOptions = {}): void {
  toast.error(title, description === undefined ? options : { description, ...options });
}

export function toastInfo(title: string, description?: string): void {
  toast(title, description === undefined ? undefined : { description });
}
