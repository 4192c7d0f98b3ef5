import { ArrowLeftIcon, BellIcon, CalendarDaysIcon, LibraryIcon, StickyNoteIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { NotAvailablePanel } from "@/components/not-available-panel";
import { Button } from "@/components/ui/button";
import { InnerPage } from "../layouts/inner-page";
import { parseGroupId, paths } from "../paths";

function GroupPage({ title, icon }: { title: string; icon: ReactNode }) {
  const groupId = parseGroupId(useParams().groupId);
  return (
    <InnerPage
      title={title}
      icon={icon}
      nav={
        <Button asChild variant="ghost" size="sm">
          {/* The group screens always lead back to the second watch's room (community spec §2). */}
          <Link to={paths.prayerRoom.href(2)}>
            <ArrowLeftIcon aria-hidden="true" /> Back to Group
          </Link>
        </Button>
      }
    >
      {groupId === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 font-medium">
          Invalid group ID
        </p>
      ) : (
        <NotAvailablePanel />
      )}
    </InnerPage>
  );
}

export const GroupPrayerWallRoute = () => <GroupPage title="Group Prayer Wall" icon={<StickyNoteIcon />} />;
export const GroupScheduleRoute = () => <GroupPage title="Group Schedule" icon={<CalendarDaysIcon />} />;
export const GroupStudiesRoute = () => <GroupPage title="Shared Studies" icon={<LibraryIcon />} />;
export const GroupAlertsRoute = () => <GroupPage title="Prayer Alerts" icon={<BellIcon />} />;
