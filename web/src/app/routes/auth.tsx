import { Link, Navigate, useNavigate } from "react-router";
import { AuthPage } from "@/features/auth/components/auth-page";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { paths } from "../paths";

export function AuthRoute() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  if (isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  return (
    <>
      <title>Sign In · Prayer Journey</title>
      <AuthPage
        onAuthenticated={() => navigate(paths.home.href(), { replace: true })}
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
