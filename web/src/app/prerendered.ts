import { finishRenderedPage } from "@/lib/rendered-now";

/**
 * The landing and sign-in pages are prerendered at build (vite.config.ts, `prerender`; decision 049): the
 * server sends their HTML, so their text paints with the stylesheet, before any script. The app then renders
 * into a hidden container beside it, and `revealApp()` swaps the two once the app's own page is on screen
 * (the root layout calls it when the signed-in state is known), so the page never blinks through the
 * loading screen. Anything typed into the prerendered page's fields in the meantime is carried over.
 */

/** The attribute the build puts on a prerendered page's wrapper inside #root. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

let shown: { page: HTMLElement; app: HTMLElement } | null = null;

/** Where React renders: #root itself, or, when #root holds a prerendered page, a hidden element after it. */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)) return root;
  const app = document.createElement("div");
  app.hidden = true;
  root.after(app);
  shown = { page: root, app };
  return app;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Values typed into the prerendered page's named fields moved to the app's same fields; returns the app's
 * field matching the one that had the focus, to focus once the app is shown.
 */
function carryOver(page: HTMLElement, app: HTMLElement): Field | null {
  const focused = document.activeElement;
  let focus: Field | null = null;
  for (const field of page.querySelectorAll<Field>("input[name], textarea[name]")) {
    const target = app.querySelector<Field>(`${field.localName}[name="${field.name.replace(/["\\]/g, "\\$&")}"]`);
    if (!target) continue;
    if (field.value !== field.defaultValue && target.value === target.defaultValue) {
      // The native setter and an input event, so React (and the form library) see the value as typed.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), "value")?.set;
      setter?.call(target, field.value);
      target.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (field === focused) focus = target;
  }
  return focus;
}

/** A button's name as the visitor knows it: its label, else its text (appearance-boot.js computes the same). */
export function buttonName(button: Element): string {
  return (button.getAttribute("aria-label") || button.textContent || "").trim().replace(/\s+/g, " ");
}

/**
 * What the visitor did on the prerendered page that only the app can do, done again on the app's page: the
 * last button pressed and the form sent (noted by appearance-boot.js on the page's wrapper). A button is found
 * by its name and its place among the buttons of that name: the app's page can hold a button the server's could
 * not know of (a prompt that depends on this device) before it (decision 053). A form, by its position.
 */
function replay(page: HTMLElement, app: HTMLElement): void {
  replayPending(page.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`)?.dataset ?? {}, app);
}

/** What appearance-boot.js noted the visitor did: a button (by name and place) and a form (by place). */
type Pending = { pendingClick?: string; pendingClickName?: string; pendingSubmit?: string };

function replayPending(pending: Pending, app: HTMLElement): void {
  const position = (value: string | undefined) => (value === undefined ? null : Number(value));
  const click = position(pending.pendingClick);
  const name = pending.pendingClickName;
  if (click !== null && name !== undefined) {
    const button = [...app.querySelectorAll<HTMLButtonElement>("button:not([type=submit])")].filter(
      (candidate) => buttonName(candidate) === name,
    )[click];
    // Tabs switch on mouse down (Radix), other buttons on click.
    button?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0 }));
    button?.click();
  }
  const submit = position(pending.pendingSubmit);
  if (submit !== null) app.querySelectorAll("form")[submit]?.requestSubmit();
}

let hydrating: { root: HTMLElement; pending: Pending } | null = null;

/**
 * The signed-in home's page is hydrated in place (decision 054): what the visitor did on it so far is taken now,
 * and the page stops noting (appearance-boot.js notes only inside the prerendered mark), so React sees every
 * later event itself; `revealApp()` does it again once the app's first render is on screen.
 */
export function hydrateInPlace(root: HTMLElement): void {
  const { pendingClick, pendingClickName, pendingSubmit } = root.dataset;
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  delete root.dataset.pendingClick;
  delete root.dataset.pendingClickName;
  delete root.dataset.pendingSubmit;
  hydrating = { root, pending: { pendingClick, pendingClickName, pendingSubmit } };
}

/** Shows the app in place of the prerendered page (once; nothing when the page was not prerendered). */
export function revealApp(): void {
  if (hydrating) {
    const { root, pending } = hydrating;
    hydrating = null;
    finishRenderedPage();
    replayPending(pending, root);
    return;
  }
  if (!shown) return;
  const { page, app } = shown;
  shown = null;
  const focus = carryOver(page, app);
  page.remove();
  app.id = "root";
  app.hidden = false;
  focus?.focus();
  replay(page, app);
}
