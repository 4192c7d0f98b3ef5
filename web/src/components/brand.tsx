import { useId } from "react";
import { cn } from "@/lib/utils";

/** The app's mark: a gold morning star over the horizon of the watch. */
export function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-9 shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b1f7a" />
          <stop offset="1" stopColor="#1e1538" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path
        d="M32 12c-1.6 6.4-5.6 10.4-12 12 6.4 1.6 10.4 5.6 12 12 1.6-6.4 5.6-10.4 12-12-6.4-1.6-10.4-5.6-12-12z"
        fill="#e7c15a"
      />
      <path d="M18 46h28" stroke="#e7c15a" strokeWidth="3" strokeLinecap="round" />
      <path d="M22 52h20" stroke="#e7c15a" strokeOpacity=".6" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", className)}>
      <BrandMark className={markClassName} />
      <span className="text-lg whitespace-nowrap">Prayer Journey</span>
    </span>
  );
}
