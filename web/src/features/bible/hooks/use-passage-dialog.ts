import { useContext } from "react";
import { PassageDialogContext, type PassageDialogContextValue } from "../passage-dialog-context";

/** `openPassage(reference)` from the nearest <PassageDialogProvider>. */
export function usePassageDialog(): PassageDialogContextValue {
  const value = useContext(PassageDialogContext);
  if (!value) throw new Error("usePassageDialog must be used inside <PassageDialogProvider>");
  return value;
}
