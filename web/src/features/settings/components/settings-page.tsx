import { BellIcon, ChevronRightIcon, SlidersHorizontalIcon, SmartphoneIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface SettingsPageProps {
  appearanceHref: string;
  /** The Quick Theme Selection card (appearance feature). */
  quickTheme: ReactNode;
  /** The Mobile Notifications section (notifications feature). */
  notifications: ReactNode;
  /** The Home time zone card (watches feature). */
  homeTimeZone: ReactNode;
}

export function SettingsPage({ appearanceHref, quickTheme, notifications, homeTimeZone }: SettingsPageProps) {
  return (
    <div className="grid gap-6">
      {/* The cards' titles are h3s: this keeps the page's headings in order under its h1 (axe heading-order). */}
      <h2 className="sr-only">Appearance, time zone and notifications</h2>
      {quickTheme}

      <Link
        to={appearanceHref}
        className="group rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Card className="transition-colors group-hover:border-primary/60 group-hover:bg-accent">
          <CardHeader className="flex-row items-center gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
              <SlidersHorizontalIcon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <CardTitle>Advanced Appearance</CardTitle>
              <CardDescription>Colours, fonts, text size, layout, effects and accessibility.</CardDescription>
            </div>
            <ChevronRightIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
        </Card>
      </Link>

      {homeTimeZone}

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <BellIcon className="size-5 text-primary" aria-hidden="true" /> Notifications
            </CardTitle>
            <CardDescription>
              Prayer Journey's server sends your reminders as push notifications: before each watch you choose, at your
              personal reminder times and at your prayer strategies' reminder times, never in quiet hours. They reach
              each device where you activated them below, even when the app is closed.
            </CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <SmartphoneIcon className="size-5 text-primary" aria-hidden="true" /> Mobile App
            </CardTitle>
            <CardDescription>
              Prayer Journey can be installed as an app that opens full screen from your home screen, and its app shell
              opens without a network. On iPhone and iPad, tap Share, then Add to Home Screen (notifications there reach
              only the installed app); elsewhere, use the browser's Install button or its menu.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>

      {notifications}
    </div>
  );
}
