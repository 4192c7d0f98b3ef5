import { describe, expect, it } from "vitest";
import { type BeforeInstallPromptEvent, createInstallPromptStore } from "./install-prompt-store";

function promptEvent(): BeforeInstallPromptEvent {
  return Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: async () => {},
    userChoice: Promise.resolve({ outcome: "dismissed" as const, platform: "web" }),
  });
}

describe("the install prompt store", () => {
  it("takes the event appearance-boot.js kept when the browser sent it before the app ran (decision 054)", () => {
    const early = promptEvent();
    const target = Object.assign(new EventTarget(), { __pjBeforeInstallPrompt: early }) as unknown as Window;
    const store = createInstallPromptStore(target);
    expect(store.getSnapshot().deferred).toBe(early);
  });

  it("hears a later event itself, and keeps the browser's own banner away", () => {
    const target = new EventTarget() as unknown as Window;
    const store = createInstallPromptStore(target);
    expect(store.getSnapshot().deferred).toBeNull();
    const later = promptEvent();
    target.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
    expect(store.getSnapshot().deferred).toBe(later);
  });
});
