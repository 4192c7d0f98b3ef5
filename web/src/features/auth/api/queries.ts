import { type User, UserSchema } from "@common/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, getQueryFn } from "@/lib/api-client";

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

/** What this feature reads of GET /api/health: whether the server sends e-mail (SMTP_URL set). */
const MailStatusSchema = z.object({ mail: z.enum(["on", "off"]) });

export const mailStatusQueryOptions = queryOptions({
  queryKey: ["/api/health", "mail"] as const,
  queryFn: async ({ signal }) =>
    MailStatusSchema.parse(await apiRequest("GET", "/api/health", undefined, { signal })).mail,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
});

/** True only once the server has said it sends no e-mail (unknown while loading or when health fails). */
export function useMailOff(): boolean {
  return useQuery(mailStatusQueryOptions).data === "off";
}
