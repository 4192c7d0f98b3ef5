import { SessionSchema, type User } from "@common/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

export const authKeys = {
  user: ["/api/user"] as const,
};

/**
 * The signed-in user, or null. Asked of GET /api/session, which answers a visitor 200 `{ user: null }`:
 * GET /api/user's 401 is a console error in every browser on every signed-out page (decision 049). The
 * cache key stays the spec's ["/api/user"], which every other part of the app sets and reads.
 */
export const userQueryOptions = queryOptions({
  queryKey: authKeys.user,
  queryFn: async ({ signal }): Promise<User | null> =>
    SessionSchema.parse(await apiRequest("GET", "/api/session", undefined, { signal })).user,
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
