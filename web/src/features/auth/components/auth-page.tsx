import { ClockIcon, MicIcon, ShieldCheckIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Brand } from "@/components/brand";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CreateAccountForm, SignInForm } from "./auth-forms";

const points = [
  {
    icon: ClockIcon,
    title: "8 Prayer Watches",
    text: "Pray through the eight three-hour watches that cover every hour of the day and night.",
  },
  {
    icon: MicIcon,
    title: "AI Voice Guidance",
    text: "Let a gentle voice lead you through the five stages of prayer, from thanksgiving to praying in the Spirit.",
  },
  {
    icon: UsersIcon,
    title: "Community & Growth",
    text: "Pray with others in groups, share requests and rejoice together over answered prayers.",
  },
] as const;

interface AuthPageProps {
  onAuthenticated: () => void;
  /** Links shown under the forms (for example the tutorial). */
  footer?: ReactNode;
  /** Where "Forgot password?" under the sign-in form leads. */
  forgotPasswordHref?: string;
  /** The tab shown first (an invitation's 'Create Account' opens the second). */
  defaultTab?: "sign-in" | "create-account";
}

export function AuthPage({ onAuthenticated, footer, forgotPasswordHref, defaultTab = "sign-in" }: AuthPageProps) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section
        aria-labelledby="auth-intro-heading"
        className="relative overflow-hidden bg-night px-6 py-10 text-night-foreground sm:px-10 lg:flex lg:flex-col lg:justify-center lg:py-16"
      >
        <div aria-hidden="true" className="night-sky pointer-events-none absolute inset-0" />
        <div className="relative mx-auto w-full max-w-lg">
          <Brand className="text-night-foreground max-lg:hidden" />
          <h1
            id="auth-intro-heading"
            className="font-display text-3xl leading-tight lg:mt-8 font-semibold text-balance sm:text-4xl"
          >
            Stand watch in prayer, <span className="text-gold">hour by hour</span>
          </h1>
          <p className="mt-4 text-base text-night-foreground/85 text-pretty">
            Prayer Journey walks with watchmen and intercessors through the eight prayer watches, with scripture,
            strategies and fellow believers at your side.
          </p>
          <ul className="mt-8 grid gap-5">
            {points.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold ring-1 ring-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="font-semibold">{title}</h2>
                  <p className="mt-0.5 text-sm text-night-foreground/80">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex gap-3 rounded-xl bg-white/8 p-4 ring-1 ring-white/15">
            <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
            <div>
              <h2 className="text-sm font-semibold">Secure &amp; Private</h2>
              <p className="mt-0.5 text-sm text-night-foreground/80">
                Your prayers are personal. Your account is protected by a securely hashed password and a private session
                cookie.
              </p>
            </div>
          </div>
        </div>
      </section>

      <main
        id="main"
        tabIndex={-1}
        className="flex items-center justify-center px-4 py-8 outline-none max-lg:order-first sm:px-8 lg:py-10"
      >
        <div className="w-full max-w-md">
          <Brand className="mb-6 lg:hidden" />
          <Card className="glass shadow-lg">
            <CardHeader>
              <CardTitle className="text-2xl">Welcome</CardTitle>
              <CardDescription>Sign in to continue your prayer journey, or create a free account.</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue={defaultTab}>
                <TabsList>
                  <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                  <TabsTrigger value="create-account">Create Account</TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="pt-2">
                  <SignInForm onSuccess={onAuthenticated} forgotPasswordHref={forgotPasswordHref} />
                </TabsContent>
                <TabsContent value="create-account" className="pt-2">
                  <CreateAccountForm onSuccess={onAuthenticated} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
