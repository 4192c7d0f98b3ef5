import { BookOpenIcon, SettingsIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Brand } from "@/components/brand";
import { NotAvailablePanel } from "@/components/not-available-panel";
import { Button } from "@/components/ui/button";

interface HomeDashboardProps {
  userName: string;
  links: { tutorial: string; settings: string; profile: string };
  /** The sign-out control, supplied by the auth feature. */
  logoutButton: ReactNode;
}

function greeting(hour: number): string {
  if (hour < 5) return "Peace in the night watch";
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** The signed-in home screen. The watch dashboard itself arrives in a later release. */
export function HomeDashboard({ userName, links, logoutButton }: HomeDashboardProps) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="glass sticky top-0 z-20 border-b border-border">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2.5">
          <Brand />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={links.tutorial}>
                <BookOpenIcon aria-hidden="true" />
                <span className="max-sm:sr-only">Tutorial</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="icon" aria-label="Settings">
              <Link to={links.settings}>
                <SettingsIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="ghost" size="icon" aria-label="Profile" onClick={() => navigate(links.profile)}>
              <UserIcon aria-hidden="true" />
            </Button>
            {logoutButton}
          </nav>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:py-12">
        <p className="text-sm font-medium text-gold-text">{greeting(new Date().getHours())}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-4xl">Welcome, {userName}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          “Watch ye and pray, lest ye enter into temptation.” — Mark 14:38
        </p>
        <section aria-labelledby="watches-heading" className="mt-8">
          <h2 id="watches-heading" className="sr-only">
            Prayer watches
          </h2>
          <NotAvailablePanel>
            The prayer watch dashboard, with the current watch, its scripture and your prayer tools, is being prepared.
            Meanwhile, the tutorial explains how the eight watches work.
          </NotAvailablePanel>
        </section>
      </main>
    </div>
  );
}
