import type { User } from "@common/auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { defaultQueryFn } from "@/lib/api-client";

export const testUser: User = {
  id: 7,
  username: "watchman",
  email: null,
  firstName: "Anna",
  lastName: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  emailVerified: false,
};

/** A query client like the app's, with the signed-in state already known. */
export function createTestQueryClient(user: User | null = null): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  client.setQueryData(["/api/user"], user);
  return client;
}

export function renderWithQuery(ui: ReactElement, client = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** A JSON Response as fetch would give it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
