import { expect, test } from "@playwright/test";
import {
  failOnConsoleErrors,
  PASSWORD,
  registerThroughAuthPage,
  signInThroughAuthPage,
  uniqueUsername,
} from "./support";

test("landing → register → dashboard → logout → sign in", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const username = uniqueUsername("grace");

  await page.goto("/");
  await expect(page.getByText("Loading Prayer Journey...")).toBeHidden();
  await page.getByRole("button", { name: "Begin Your Prayer Journey" }).click();
  const card = page.getByRole("region", { name: "Sign in or create an account" });
  await expect(card).toBeVisible();
  await card.getByRole("tab", { name: "Register" }).click();
  const register = card.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("Username").fill(username);
  await register.getByLabel("Email").fill(`${username}@example.com`);
  await register.getByLabel("First name").fill("Grace");
  await register.getByLabel("Last name").fill("Watchman");
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: /create account|register/i }).click();

  await expect(page.getByText("Welcome to Prayer Journey")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: /log ?out|sign out/i })).toBeVisible();
  await expect(page.getByText(/Grace/).first()).toBeVisible();

  // The session survives a reload: it lives in an httpOnly cookie and on the server.
  await page.reload();
  await expect(page.getByRole("button", { name: /log ?out|sign out/i })).toBeVisible();

  await page.getByRole("button", { name: /log ?out|sign out/i }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Begin Your Prayer Journey" })).toBeVisible();

  // Signed-in routes now send the user to sign in, and back to the page asked for afterwards.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Username").fill(username);
  await signIn.getByLabel("Password").fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  await page.goto("/");
  await expect(page.getByRole("button", { name: /log ?out|sign out/i })).toBeVisible();

  // A signed-in user who opens /auth is sent home.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  noConsoleErrors();
});

test("a wrong password shows the 'Sign in failed' toast", async ({ page }) => {
  const username = await registerThroughAuthPage(page);
  await page.getByRole("button", { name: /log ?out|sign out/i }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();

  await signInThroughAuthPage(page, username, "not-the-password");
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the auth page shows the validation messages", async ({ page }) => {
  await page.goto("/auth");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(signIn.getByText("Username is required")).toBeVisible();
  await expect(signIn.getByText("Password is required")).toBeVisible();

  await page.getByRole("tab", { name: "Create Account" }).click();
  const create = page.getByRole("tabpanel", { name: "Create Account" });
  await create.getByLabel("Username").fill("ab");
  await create.getByLabel("Password").fill("12345");
  await create.getByRole("button", { name: "Create Account" }).click();
  await expect(create.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(create.getByText("Password must be at least 6 characters")).toBeVisible();
});

test("a taken username is refused with a readable message", async ({ page }) => {
  const username = await registerThroughAuthPage(page);
  await page.getByRole("button", { name: /log ?out|sign out/i }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  const create = page.getByRole("tabpanel", { name: "Create Account" });
  await create.getByLabel("Username").fill(username.toUpperCase());
  await create.getByLabel("Password").fill(PASSWORD);
  await create.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration failed")).toBeVisible();
  await expect(page.getByText("That username is already taken. Please choose another.")).toBeVisible();
});
