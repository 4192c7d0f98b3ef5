import { LogOutIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useLogoutMutation } from "../api/mutations";

export function LogoutButton({
  className,
  variant = "outline",
  size = "sm",
}: Pick<ButtonProps, "className" | "variant" | "size">) {
  const logout = useLogoutMutation();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      <LogOutIcon aria-hidden="true" />
      <span className="max-sm:sr-only">{logout.isPending ? "Signing out..." : "Logout"}</span>
    </Button>
  );
}
