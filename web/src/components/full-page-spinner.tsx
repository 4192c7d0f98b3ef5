import { BrandMark } from "@/components/brand";
import { Spinner } from "@/components/ui/spinner";

export function FullPageSpinner({ label = "Loading Prayer Journey..." }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-5 p-6">
      <BrandMark className="size-14 animate-glow" />
      <div className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-5" />
        <p className="text-base font-medium">{label}</p>
      </div>
    </div>
  );
}
