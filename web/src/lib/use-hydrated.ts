import { startTransition, useEffect, useState } from "react";
import { readingRenderedNow } from "./rendered-now";

/**
 * False while React hydrates the server's HTML (and on the server), true after and in any page the browser drew
 * itself. What only this device can know (its notification permission, what it keeps in local storage) is
 * shown once it is true: the first render must give the server's HTML (decision 054). It turns true in a
 * transition, so what it reveals renders in slices after the page is hydrated, not in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== "undefined" && !readingRenderedNow());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
