import { BookOpenIcon, ClockIcon, SparklesIcon, UsersIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Brand } from "@/components/brand";
import { Button } from "@/components/ui/button";

const features = [
  {
    icon: ClockIcon,
    title: "8 Prayer Watches",
    text: "Eight three-hour watches cover the whole day and night, each with its own theme, scripture and prayer points.",
  },
  {
    icon: SparklesIcon,
    title: "AI Guidance",
    text: "Receive scripture and prayer-point suggestions and a complete five-stage prayer for the focus on your heart.",
  },
  {
    icon: UsersIcon,
    title: "Community",
    text: "Pray with others: share requests on the prayer wall, join prayer groups and celebrate answered prayers.",
  },
  {
    icon: BookOpenIcon,
    title: "Scripture Integration",
    text: "Stand on the Word: every watch is anchored in scripture, with daily verses and Bible reading built in.",
  },
] as const;

interface LandingPageProps {
  /** The sign-in card revealed by the hero buttons. */
  authCard: ReactNode;
  /** Extra links in the top bar (for example the tutorial). */
  navLinks?: ReactNode;
}

export function LandingPage({ authCard, navLinks }: LandingPageProps) {
  const [showAuth, setShowAuth] = useState(false);
  const [revealCount, setRevealCount] = useState(0);
  const authSectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (revealCount === 0) return;
    const section = authSectionRef.current;
    if (!section) return;
    const reduceMotion = document.documentElement.dataset.motion === "reduced";
    section.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    section.focus({ preventScroll: true });
  }, [revealCount]);

  function revealAuth() {
    setShowAuth(true);
    setRevealCount((count) => count + 1);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-4 sm:px-6">
          <Brand className="text-night-foreground" />
          <nav aria-label="Main" className="flex items-center gap-0.5 text-night-foreground sm:gap-1">
            {navLinks}
          </nav>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <section
          aria-labelledby="landing-heading"
          className="relative overflow-hidden bg-night px-4 pt-32 pb-20 text-night-foreground sm:px-6 sm:pt-40 sm:pb-28"
        >
          <div aria-hidden="true" className="night-sky pointer-events-none absolute inset-0" />
          <div className="relative mx-auto max-w-4xl text-center">
            <p className="text-sm font-semibold tracking-[0.2em] text-gold uppercase">Watch and pray</p>
            <h1
              id="landing-heading"
              className="mt-4 font-display text-4xl leading-tight font-semibold text-balance sm:text-6xl"
            >
              Pray through the eight watches of the day and night
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-night-foreground/85 text-pretty">
              “I have set watchmen upon thy walls, O Jerusalem, which shall never hold their peace day nor night.” —
              Isaiah 62:6. Prayer Journey helps watchmen and intercessors keep every hour with scripture, guided prayer
              and a praying community.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button
                size="lg"
                variant="gold"
                onClick={revealAuth}
                aria-expanded={showAuth}
                // Only a card that exists can be named (axe: aria-valid-attr-value, issue 19 §7).
                aria-controls={showAuth ? "landing-auth" : undefined}
              >
                Begin Your Prayer Journey
              </Button>
            </div>
          </div>
        </section>

        {showAuth ? (
          <section
            id="landing-auth"
            ref={authSectionRef}
            tabIndex={-1}
            aria-label="Sign in or create an account"
            className="-mt-12 flex animate-fade-up justify-center px-4 outline-none sm:px-6"
          >
            {authCard}
          </section>
        ) : null}

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-heading" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              Everything you need to keep the watch
            </h2>
            <p className="mt-3 text-muted-foreground">
              A quiet place to pray at set times, alone or together, rooted in the Word.
            </p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary/12 text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6">
          <div className="relative mx-auto max-w-4xl overflow-hidden rounded-2xl bg-night px-6 py-12 text-center text-night-foreground shadow-lg">
            <div aria-hidden="true" className="night-sky pointer-events-none absolute inset-0" />
            <div className="relative">
              <h2 id="cta-heading" className="font-display text-2xl font-semibold sm:text-3xl">
                The next watch is about to begin
              </h2>
              <p className="mx-auto mt-3 max-w-xl text-night-foreground/85">
                Create a free account and take your place on the wall.
              </p>
              <Button
                size="lg"
                variant="gold"
                className="mt-8"
                onClick={revealAuth}
                aria-controls={showAuth ? "landing-auth" : undefined}
              >
                Get Started Today
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
        Prayer Journey · “Watch ye and pray” — Mark 14:38
      </footer>
    </div>
  );
}
