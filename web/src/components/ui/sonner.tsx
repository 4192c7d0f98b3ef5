import { Toaster as Sonner, type ToasterProps } from "sonner";

/** The one toast outlet. Toasts last 5 s (spec §9); errors use the destructive colours. */
export function Toaster({ theme, ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      duration={5000}
      richColors
      closeButton
      position="top-center"
      toastOptions={{ classNames: { toast: "font-sans", description: "text-sm" } }}
      {...props}
    />
  );
}
