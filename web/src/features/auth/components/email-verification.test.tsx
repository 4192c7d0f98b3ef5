import { EmailVerificationMessages } from "@common/email-verification";
import { PasswordResetMessages } from "@common/password-reset";
import { screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { useAuth } from "../hooks/use-auth";
import { EmailVerificationResult, MailOffNotice } from "./email-verification";

/** Whatever else on the page shows the signed-in user. */
function SignedInUser() {
  const { user } = useAuth();
  return <p>emailVerified: {String(user?.emailVerified)}</p>;
}

describe("EmailVerificationResult (the /verify-email page)", () => {
  it("confirms the link's token once, says the address is verified, and fetches the user again", async () => {
    const requests = stubFetch((request) => {
      if (request.path === "/api/email-verification/confirm") return { message: EmailVerificationMessages.verified };
      if (request.path === "/api/session")
        return { user: { ...testUser, email: "ruth@example.com", emailVerified: true } };
      return undefined;
    });
    const client = createTestQueryClient({ ...testUser, email: "ruth@example.com" });
    // StrictMode runs effects twice: a second POST would find the link used and say so.
    renderWithQuery(
      <StrictMode>
        <EmailVerificationResult token="the-token" />
        <SignedInUser />
      </StrictMode>,
      client,
    );
    expect(screen.getByText("emailVerified: false")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Verifying your e-mail address...");
    expect(await screen.findByText(EmailVerificationMessages.verified)).toBeInTheDocument();
    const confirms = requests.filter((r) => r.path === "/api/email-verification/confirm");
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({ method: "POST", body: { token: "the-token" } });
    // The signed-in user, as the app's header shows it, is fetched again and now says verified.
    expect(await screen.findByText("emailVerified: true")).toBeInTheDocument();
  });

  it("shows the server's reason when the link is refused", async () => {
    stubFetch((request) =>
      request.path === "/api/email-verification/confirm"
        ? jsonResponse({ message: EmailVerificationMessages.invalidLink, code: "VALIDATION_ERROR" }, 400)
        : undefined,
    );
    renderWithQuery(<EmailVerificationResult token="used" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(EmailVerificationMessages.invalidLink);
  });

  it("says what is missing without a token, and sends nothing", () => {
    const requests = stubFetch(() => undefined);
    renderWithQuery(<EmailVerificationResult token={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("This page needs the link from the verification email.");
    expect(requests).toHaveLength(0);
  });
});

describe("MailOffNotice (the forgot-password page)", () => {
  it("says up front that e-mail is off when the server's health says so", async () => {
    stubFetch((request) =>
      request.path === "/api/health" ? { status: "ok", database: "pglite", mail: "off" } : undefined,
    );
    renderWithQuery(<MailOffNotice message={PasswordResetMessages.mailOff} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(PasswordResetMessages.mailOff);
  });

  it("says nothing when mail is on", async () => {
    const requests = stubFetch((request) =>
      request.path === "/api/health" ? { status: "ok", database: "pglite", mail: "on" } : undefined,
    );
    renderWithQuery(<MailOffNotice message={PasswordResetMessages.mailOff} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
