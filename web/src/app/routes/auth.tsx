import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthPage } from "@/features/auth/components/auth-page";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { paths, safeNextPath } from "../paths";

export function AuthRoute() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // `?next=`: back to the page that sent the user here (an invitation), on this site only.
  const next = safeNextPath(searchParams.get("next")) ?? paths.home.href();
  if (isAuthenticated) return <Navigate to={next} replace />;
  return (
    <>
      <title>Sign In · Prayer Journey</title>
      <AuthPage
        onAuthenticated={() => navigate(next, { replace: true })}
        defaultTab={searchParams.get("tab") === "create-account" ? "create-account" : "sign-in"}
        forgotPasswordHref={paths.forgotPassword.href()}
        footer={
          <>
            New to the prayer watches?{" "}
            <Link to={paths.tutorial.href()} className="font-medium text-primary underline-offset-4 hover:underline">
              Read the tutorial
            </Link>
            {" · "}
            <Link to={paths.landing.href()} className="font-medium text-primary underline-offset-4 hover:underline">
              About Prayer Journey
            </Link>
          </>
        }
      />
    </>
  );
}

export { AuthRoute as Component };
