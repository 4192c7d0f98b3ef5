import { SunriseIcon } from "lucide-react";
import { NotAvailablePanel } from "@/components/not-available-panel";
import { InnerPage } from "../layouts/inner-page";

export function DailyWordRoute() {
  return (
    <InnerPage
      icon={<SunriseIcon />}
      title="Daily Word"
      description="A scripture, a reflection and prayer points for each day."
    >
      <NotAvailablePanel />
    </InnerPage>
  );
}

export { DailyWordRoute as Component };
