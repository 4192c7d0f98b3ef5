import { Navigate, useNavigate, useParams } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { InvitationPage } from "@/features/invitations";
import { authHref, paths } from "../paths";

/** The page an invitation link opens, signed in or not (issue 17 §3): join, or sign in and come back. */
export function InviteRoute() {
  const { token } = useParams();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  if (!token) return <Navigate to={paths.home.href()} replace />;
  const here = paths.invite.href(token);
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center p-6 outline-none">
      <InvitationPage
        token={token}
        signedIn={isAuthenticated}
        signInHref={authHref({ next: here })}
        createAccountHref={authHref({ next: here, tab: "create-account" })}
        groupHref={(groupId) => paths.groupPrayerWall.href(groupId)}
        homeHref={paths.home.href()}
        onAccepted={(result) =>
          navigate(result.groupId === null ? paths.home.href() : paths.groupPrayerWall.href(result.groupId), {
            replace: true,
          })
        }
      />
    </main>
  );
}

export { InviteRoute as Component };
