import { BookOpenIcon } from "lucide-react";
import { NotAvailablePanel } from "@/components/not-available-panel";
import { InnerPage } from "../layouts/inner-page";

export function BibleRoute() {
  return (
    <InnerPage
      icon={<BookOpenIcon />}
      title="Bible Reading"
      description="Engage with Scripture through daily verses, search, and reading plans"
    >
      <NotAvailablePanel>
        Daily verses, scripture search and reading plans from the King James Version are on their way.
      </NotAvailablePanel>
    </InnerPage>
  );
}

export { BibleRoute as Component };
