import { BookOpenIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { usePassageDialog } from "../hooks/use-passage-dialog";

/** A scripture reference that opens its passage. */
export function ReferenceButton({
  reference,
  className,
  children,
  ...props
}: { reference: string } & Omit<ComponentProps<"button">, "onClick" | "type">) {
  const { openPassage } = usePassageDialog();
  return (
    <button
      type="button"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-sm text-left font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
        className,
      )}
      onClick={() => openPassage(reference)}
      {...props}
    >
      {children ?? (
        <>
          <BookOpenIcon className="size-4 shrink-0" aria-hidden="true" />
          {reference}
        </>
      )}
    </button>
  );
}
