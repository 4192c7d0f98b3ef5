import { EmailVerificationMessages } from "@common/email-verification";
import { PasswordResetMessages } from "@common/password-reset";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppearanceProvider } from "@/features/appearance/appearance-provider";
import { PreferencesProvider } from "@/features/profile/preferences-provider";
import { WatchSettingsProvider } from "@/features/watches/watch-settings-provider";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient } from "@/testing/render";
import { routes } from "../router";

/** The app's router, signed out, at `path`; `handler` answers the API. */
function renderAt(path: string, handler: (request: RecordedRequest) => unknown) {
  const requests = stubFetch(handler);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient(null)}>
      <AppearanceProvider userId={null}>
        <WatchSettingsProvider userId={null}>
          <PreferencesProvider userId={null}>
            <RouterProvider router={router} />
          </PreferencesProvider>
        </WatchSettingsProvider>
      </AppearanceProvider>
    </QueryClientProvider>,
  );
  return requests;
}

describe("/verify-email", () => {
  it("confirms the link's token, says the address is verified and links home", async () => {
    const requests = renderAt("/verify-email?token=abc", (request) =>
      request.path === "/api/email-verification/confirm" ? { message: EmailVerificationMessages.verified } : undefined,
    );
    expect(await screen.findByRole("heading", { name: "Verify your email address" })).toBeInTheDocument();
    expect(await screen.findByText(EmailVerificationMessages.verified)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Prayer Journey" })).toHaveAttribute("href", "/");
    expect(requests.find((r) => r.path === "/api/email-verification/confirm")?.body).toEqual({ token: "abc" });
  });
});

describe("/forgot-password", () => {
  it("says up front that e-mail is off when the server sends none", async () => {
    renderAt("/forgot-password", (request) =>
      request.path === "/api/health" ? { status: "ok", database: "pglite", mail: "off" } : undefined,
    );
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(await screen.findByText(PasswordResetMessages.mailOff)).toBeInTheDocument();
  });
});
