import { cn } from "@/lib/utils";

/** An ordered list with round number badges, e.g. prayer points. */
export function NumberedList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ol className={cn("grid gap-2 leading-relaxed", className)}>
      {items.map((item, index) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/12 text-xs font-semibold text-primary"
          >
            {index + 1}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}
