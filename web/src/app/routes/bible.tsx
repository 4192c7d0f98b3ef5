import { BookOpenIcon } from "lucide-react";
import { BibleScreen } from "@/features/bible/components/bible-screen";
import { PassageDialogProvider } from "@/features/bible/components/passage-dialog-provider";
import { InnerPage } from "../layouts/inner-page";

export function BibleRoute() {
  return (
    <PassageDialogProvider>
      <InnerPage
        icon={<BookOpenIcon />}
        title="Bible Reading"
        description="Engage with Scripture through daily verses, search, and reading plans"
      >
        <BibleScreen />
      </InnerPage>
    </PassageDialogProvider>
  );
}

export { BibleRoute as Component };
