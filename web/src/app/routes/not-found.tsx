import { CompassIcon, HomeIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "../paths";

export function NotFoundRoute() {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center p-6 outline-none">
      <title>Page Not Found · Prayer Journey</title>
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/12 text-primary">
          <CompassIcon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold">404 Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The page you are looking for does not exist or has moved. Let us lead you back.
        </p>
        <Button asChild className="mt-6">
          <Link to={paths.home.href()}>
            <HomeIcon aria-hidden="true" /> Go to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}

export { NotFoundRoute as Component };
