import { HomeIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading, PageShell } from "@/components/page-shell";
import { Button } from "@/components/ui/button";
import { paths } from "../paths";

interface InnerPageProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Replaces the default Home link in the top bar. */
  nav?: ReactNode;
  children: ReactNode;
}

/** A signed-in page with a Home link, a heading and its content. */
export function InnerPage({ title, description, icon, nav, children }: InnerPageProps) {
  return (
    <PageShell
      nav={
        nav ?? (
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.home.href()}>
              <HomeIcon aria-hidden="true" /> Home
            </Link>
          </Button>
        )
      }
    >
      <title>{`${title} · Prayer Journey`}</title>
      <PageHeading title={title} description={description} icon={icon} />
      {children}
    </PageShell>
  );
}
