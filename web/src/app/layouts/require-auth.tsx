import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { paths } from "../paths";

/** Signed-in-only routes: a signed-out visitor goes to the sign-in page. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={paths.auth.href()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Signed-out-only routes (the landing page): a signed-in user goes home. */
export function RequireSignedOut() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
