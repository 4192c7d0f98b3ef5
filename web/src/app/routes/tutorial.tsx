import { GraduationCapIcon, HomeIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeading, PageShell } from "@/components/page-shell";
import { Button } from "@/components/ui/button";
import { Tutorial } from "@/features/tutorial/components/tutorial";
import { paths } from "../paths";

export function TutorialRoute() {
  return (
    <PageShell
      width="wide"
      nav={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home.href()}>
            <HomeIcon aria-hidden="true" /> Home
          </Link>
        </Button>
      }
    >
      <title>Tutorial · Prayer Journey</title>
      <PageHeading
        icon={<GraduationCapIcon />}
        title="Watchmen Prayer Journey Tutorial"
        description="Six short steps to learn how Prayer Journey helps you keep the watch."
      />
      <Tutorial homeHref={paths.home.href()} startPrayingHref={paths.prayerRoom.href(1)} />
    </PageShell>
  );
}

export { TutorialRoute as Component };
