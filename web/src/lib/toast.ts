import { toast } from "sonner";

/** Every toast in the app goes through here, so titles and styles stay consistent. */
export function toastSuccess(title: string, description?: string): void {
  toast.success(title, description === undefined ? undefined : { description });
}

/** Destructive style. */
export function toastError(title: string, description?: string): void {
  toast.error(title, description === undefined ? undefined : { description });
}

export function toastInfo(title: string, description?: string): void {
  toast(title, description === undefined ? undefined : { description });
}
