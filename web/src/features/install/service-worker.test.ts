import { afterEach, describe, expect, it, vi } from "vitest";
import { INSECURE_CONTEXT_MESSAGE, registerServiceWorker, SERVICE_WORKER_URL } from "./service-worker";

type Listener = () => void;

function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    url: "",
    addEventListener: vi.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    emit: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return workbox;
}

const secureHost = { isSecureContext: true, serviceWorker: {} as ServiceWorkerContainer };

afterEach(() => vi.restoreAllMocks());

describe("registerServiceWorker", () => {
  it("registers /sw.js on a secure origin", () => {
    const workbox = fakeWorkbox();
    const started = registerServiceWorker({
      onUpdateReady: vi.fn(),
      host: secureHost,
      createWorkbox: (url) => {
        workbox.url = url;
        return workbox as never;
      },
    });
    expect(started).toBe(true);
    expect(workbox.url).toBe(SERVICE_WORKER_URL);
    expect(workbox.register).toHaveBeenCalledOnce();
  });

  it("over plain http registers nothing and says the worker requires HTTPS", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const createWorkbox = vi.fn();
    const started = registerServiceWorker({
      onUpdateReady: vi.fn(),
      host: { isSecureContext: false, serviceWorker: undefined },
      createWorkbox,
    });
    expect(started).toBe(false);
    expect(createWorkbox).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(INSECURE_CONTEXT_MESSAGE);
    expect(INSECURE_CONTEXT_MESSAGE).toContain("requires HTTPS");
  });

  it("registers nothing where the browser has no service workers", () => {
    const createWorkbox = vi.fn();
    expect(
      registerServiceWorker({
        onUpdateReady: vi.fn(),
        host: { isSecureContext: true, serviceWorker: undefined },
        createWorkbox,
      }),
    ).toBe(false);
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it("offers a waiting version; activating it skips waiting and reloads once the new worker controls", () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const onUpdateReady = vi.fn();
    registerServiceWorker({ onUpdateReady, host: secureHost, createWorkbox: () => workbox as never, reload });
    expect(onUpdateReady).not.toHaveBeenCalled();
    workbox.emit("waiting");
    expect(onUpdateReady).toHaveBeenCalledOnce();
    const activate = onUpdateReady.mock.calls[0]?.[0] as () => void;
    activate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });
});
