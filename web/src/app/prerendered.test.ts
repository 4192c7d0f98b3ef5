import { afterEach, describe, expect, it, vi } from "vitest";
import { readingRenderedNow, setRenderedNow } from "@/lib/rendered-now";
import { appContainer, hydrateInPlace, revealApp } from "./prerendered";

/** A page as the build prerenders it (decision 049), and the same page as the app renders it. */
const PAGE = `<form><input name="username"><input name="password" type="password"><button type="button">Create Account</button><button type="submit">Sign In</button></form>`;

function prerenderedRoot(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div data-prerendered="auth">${PAGE}</div></div>`;
  return document.getElementById("root")!;
}

afterEach(() => {
  revealApp();
  document.body.innerHTML = "";
});

describe("the prerendered page and the app (decision 049)", () => {
  it("renders into #root itself when the page was not prerendered, and revealing does nothing", () => {
    document.body.innerHTML = `<div id="root"><p>Loading Prayer Journey...</p></div>`;
    const root = document.getElementById("root")!;
    expect(appContainer(root)).toBe(root);
    revealApp();
    expect(document.getElementById("root")).toBe(root);
  });

  it("renders the app hidden beside the prerendered page, then shows it in its place, once", () => {
    const root = prerenderedRoot();
    const app = appContainer(root);
    expect(app).not.toBe(root);
    expect(app.hidden).toBe(true);
    expect(root.nextElementSibling).toBe(app);
    app.innerHTML = `<main>The app's page</main>`;
    revealApp();
    expect(document.querySelector("[data-prerendered]")).toBeNull();
    expect(document.getElementById("root")).toBe(app);
    expect(app.hidden).toBe(false);
    revealApp();
    expect(document.getElementById("root")).toBe(app);
  });

  it("carries typed values and the focus over, and presses the noted button and sends the noted form again", () => {
    const root = prerenderedRoot();
    const app = appContainer(root);
    app.innerHTML = PAGE;
    const typed = root.querySelector<HTMLInputElement>("input[name=username]")!;
    typed.value = "early_bird";
    root.querySelector<HTMLInputElement>("input[name=password]")!.value = "mustard-seed-1";
    typed.focus();
    // What appearance-boot.js notes when the visitor presses a button and sends the form.
    const wrapper = root.querySelector<HTMLElement>("[data-prerendered]")!;
    wrapper.dataset.pendingClick = "0";
    wrapper.dataset.pendingClickName = "Create Account";
    wrapper.dataset.pendingSubmit = "0";
    const inputs: string[] = [];
    app.addEventListener("input", (event) => inputs.push((event.target as HTMLInputElement).name));
    const pressed = vi.fn();
    app.querySelector("button[type=button]")!.addEventListener("click", pressed);
    const sent = vi.fn((event: Event) => event.preventDefault());
    app.querySelector("form")!.addEventListener("submit", sent);

    revealApp();

    expect(app.querySelector<HTMLInputElement>("input[name=username]")!.value).toBe("early_bird");
    expect(app.querySelector<HTMLInputElement>("input[name=password]")!.value).toBe("mustard-seed-1");
    expect(inputs).toEqual(["username", "password"]);
    expect(document.activeElement).toBe(app.querySelector("input[name=username]"));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("presses and sends nothing when the visitor did nothing", () => {
    const root = prerenderedRoot();
    const app = appContainer(root);
    app.innerHTML = PAGE;
    const pressed = vi.fn();
    app.querySelector("button[type=button]")!.addEventListener("click", pressed);
    const sent = vi.fn((event: Event) => event.preventDefault());
    app.querySelector("form")!.addEventListener("submit", sent);
    revealApp();
    expect(pressed).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(app.querySelector<HTMLInputElement>("input[name=username]")!.value).toBe("");
  });

  it("finds the pressed button by its name when the app's page has a button the server's page did not", () => {
    const root = prerenderedRoot();
    const app = appContainer(root);
    // A device prompt the server could not know of, before the page's own buttons.
    app.innerHTML = `<section><button type="button">Enable</button><button type="button">Later</button></section>${PAGE}`;
    const wrapper = root.querySelector<HTMLElement>("[data-prerendered]")!;
    wrapper.dataset.pendingClick = "0";
    wrapper.dataset.pendingClickName = "Create Account";
    const pressed: string[] = [];
    for (const button of app.querySelectorAll("button")) {
      button.addEventListener("click", () => pressed.push(button.textContent ?? ""));
    }
    revealApp();
    expect(pressed).toEqual(["Create Account"]);
  });
});

describe("the signed-in home, hydrated in place (decision 054)", () => {
  it("stops noting at hydration, then presses the button pressed before, on the same page, and ends the page's instant", () => {
    document.body.innerHTML = `<div id="root" data-prerendered="home"><button type="button">Quick Prayer</button><button type="button">Quick Prayer</button></div>`;
    const root = document.getElementById("root")!;
    // What appearance-boot.js noted: the second 'Quick Prayer'.
    root.dataset.pendingClick = "1";
    root.dataset.pendingClickName = "Quick Prayer";
    setRenderedNow(Date.UTC(2026, 10, 24, 20, 0));
    const pressed: number[] = [];
    root.querySelectorAll("button").forEach((button, index) => {
      button.addEventListener("click", () => pressed.push(index));
    });

    hydrateInPlace(root);
    // The mark goes at once: from here React sees every event itself, and nothing is noted twice.
    expect(root.hasAttribute("data-prerendered")).toBe(false);
    expect(root.dataset.pendingClick).toBeUndefined();
    expect(pressed).toEqual([]);

    revealApp();
    expect(pressed).toEqual([1]);
    expect(document.getElementById("root")).toBe(root);
    expect(readingRenderedNow()).toBe(false);
    revealApp();
    expect(pressed).toEqual([1]);
  });
});
