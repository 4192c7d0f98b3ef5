import { useQueryClient } from "@tanstack/react-query";
import { UserIcon } from "lucide-react";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authKeys } from "@/features/auth/api/queries";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ProfileScreen } from "@/features/profile/components/profile-screen";
import { InnerPage } from "../layouts/inner-page";
import { paths } from "../paths";

/** After the account is deleted (and signed out on the server): forget the user and everything cached, go home. */
function useAccountDeleted() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    navigate(paths.home.href(), { replace: true });
    queryClient.setQueryData(authKeys.user, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
  }, [queryClient, navigate]);
}

/** The dashboard's Profile tab (under the tab's own heading). */
export function ProfilePanel() {
  const { user } = useAuth();
  const onAccountDeleted = useAccountDeleted();
  if (!user) return null;
  return <ProfileScreen user={user} onAccountDeleted={onAccountDeleted} headingLevel={3} />;
}

/** `/profile`. */
export function ProfileRoute() {
  const { user } = useAuth();
  const onAccountDeleted = useAccountDeleted();
  return (
    <InnerPage title="Profile" icon={<UserIcon />} description="Your prayer journey, achievements and settings.">
      {user ? <ProfileScreen user={user} onAccountDeleted={onAccountDeleted} /> : null}
    </InnerPage>
  );
}

export { ProfileRoute as Component };
