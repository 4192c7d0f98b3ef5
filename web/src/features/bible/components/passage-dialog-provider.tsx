import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { PassageDialogContext } from "../passage-dialog-context";
import { PassageDialog } from "./passage-dialog";

/**
 * Holds the one passage dialog of a page. Anything inside can open it with
 * `usePassageDialog().openPassage(reference)`; other features get `openPassage` as a prop from the route.
 */
export function PassageDialogProvider({ children }: { children: ReactNode }) {
  const [reference, setReference] = useState<string | null>(null);
  // The dialog has no trigger of its own: focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);

  const openPassage = useCallback((next: string) => {
    const trimmed = next.trim();
    if (!trimmed) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReference(trimmed);
  }, []);
  const value = useMemo(() => ({ openPassage }), [openPassage]);

  return (
    <PassageDialogContext value={value}>
      {children}
      <PassageDialog
        reference={reference}
        onNavigate={setReference}
        onClose={() => setReference(null)}
        onCloseAutoFocus={(event) => {
          const element = opener.current;
          if (element?.isConnected) {
            event.preventDefault();
            element.focus();
          }
        }}
      />
    </PassageDialogContext>
  );
}
