import { DoorOpenIcon, FlameIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { NotAvailablePanel } from "@/components/not-available-panel";
import { Button } from "@/components/ui/button";
import { InnerPage } from "../layouts/inner-page";
import { parseWatchNumber, paths } from "../paths";
import { NotFoundRoute } from "./not-found";

export function PrayerRoomRoute() {
  const watchNumber = parseWatchNumber(useParams().watchNumber);
  if (watchNumber === null) return <NotFoundRoute />;
  return (
    <InnerPage
      icon={<FlameIcon />}
      title={`Prayer Room · Watch ${watchNumber}`}
      description="The prayer wall, strategies, prayer space and community of this watch."
      nav={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home.href()}>
            <DoorOpenIcon aria-hidden="true" /> Exit Prayer Room
          </Link>
        </Button>
      }
    >
      <NotAvailablePanel />
    </InnerPage>
  );
}

export { PrayerRoomRoute as Component };
