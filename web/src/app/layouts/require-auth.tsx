import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { authHref, paths } from "../paths";

/** Signed-in-only routes: a signed-out visitor goes to the sign-in page. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    // Back to the page asked for after signing in (a group page opened from a link, say); home needs no `next`.
    const asked = `${location.pathname}${location.search}`;
    return <Navigate to={asked === paths.home.href() ? paths.auth.href() : authHref({ next: asked })} replace />;
  }
  return <Outlet />;
}

/** Signed-out-only routes (the landing page): a signed-in user goes home. */
export function RequireSignedOut() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
