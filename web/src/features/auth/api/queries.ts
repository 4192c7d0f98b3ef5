import { type User, UserSchema } from "@common/auth";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const authKeys = {
  user: ["/api/user"] as const,
};

const fetchUserOrNull = getQueryFn<unknown>({ on401: "returnNull" });

export const userQueryOptions = queryOptions({
  queryKey: authKeys.user,
  queryFn: async (context): Promise<User | null> => {
    const user = await fetchUserOrNull(context);
    return user === null ? null : UserSchema.parse(user);
  },
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: true,
  staleTime: 5 * 60 * 1000,
});
