import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/** While the saved strategies load, or when they could not be: a status line, or an alert with Try Again. */
export function StrategiesLoadStatus({
  isError,
  onRetry,
  centered = false,
}: {
  isError: boolean;
  onRetry: () => void;
  centered?: boolean;
}) {
  if (isError) {
    return (
      <div role="alert" className={cn("flex flex-wrap items-center gap-3 text-sm", centered && "justify-center")}>
        Your strategies could not be loaded.
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <p
      role="status"
      className={cn("flex items-center gap-2 text-sm text-muted-foreground", centered && "justify-center")}
    >
      <Spinner className="size-4" /> Loading strategies...
    </p>
  );
}
