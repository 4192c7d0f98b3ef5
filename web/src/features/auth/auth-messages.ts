/** Toast texts of spec §8. The auth page and the landing card word some of them differently. */
export type AuthSurface = "page" | "landing";

export const authToasts = {
  signInSuccess: {
    title: "Welcome back!",
    description: { page: "You have successfully signed in.", landing: "You have successfully logged in." },
  },
  signInFailure: { title: { page: "Sign in failed", landing: "Login failed" }, fallback: "Invalid credentials" },
  registerSuccess: {
    title: { page: "Welcome!", landing: "Welcome to Prayer Journey" },
    description: "Your account has been created successfully.",
  },
  registerFailure: { title: "Registration failed", fallback: "Failed to create account" },
  signOutSuccess: { title: "Signed out", description: "You have been successfully signed out." },
  signOutFailure: { title: "Sign out failed", fallback: "Please try again." },
  missingFields: { title: "Missing fields", description: "Please enter both username and password." },
  // Password reset (issue 15; not in the spec, worded like its neighbours).
  resetRequested: { title: "Check your email" },
  resetRequestFailure: { title: "Could not send the link", fallback: "Please try again." },
  resetDone: { title: "Password changed" },
  resetFailure: { title: "Password not changed", fallback: "Please try again." },
} as const;
