import { createContext } from "react";

export interface PassageDialogContextValue {
  /** Opens the passage dialog on a reference ("John 3:16", "Psalm 23", "Genesis 50; Exodus 1-2"). */
  openPassage: (reference: string) => void;
}

export const PassageDialogContext = createContext<PassageDialogContextValue | null>(null);
