import type { User } from "@common/auth";
import { useQuery } from "@tanstack/react-query";
import { userQueryOptions } from "../api/queries";

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useAuth(): AuthState {
  const { data, isLoading } = useQuery(userQueryOptions);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** How to greet a user: first name when known, else the username. */
export function displayName(user: User): string {
  return user.firstName?.trim() || user.username;
}
