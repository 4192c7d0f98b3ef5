import { BookOpenIcon, LogInIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { LandingAuthCard } from "@/features/auth/components/landing-auth-card";
import { LandingPage } from "@/features/landing/components/landing-page";
import { paths } from "../paths";

const navButton = "px-2.5 text-night-foreground hover:bg-white/10 hover:text-night-foreground max-sm:[&_svg]:hidden";

export function LandingRoute() {
  return (
    <>
      <title>Prayer Journey · Pray through the eight watches</title>
      <LandingPage
        authCard={<LandingAuthCard forgotPasswordHref={paths.forgotPassword.href()} />}
        navLinks={
          <>
            <Button asChild variant="ghost" size="sm" className={navButton}>
              <Link to={paths.tutorial.href()}>
                <BookOpenIcon aria-hidden="true" /> Tutorial
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm" className={navButton}>
              <Link to={paths.auth.href()}>
                <LogInIcon aria-hidden="true" /> Sign In
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}

export { LandingRoute as Component };
