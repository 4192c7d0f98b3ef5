import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type SyncedSettingsConfig, unsyncedMarker, useSyncedSettings } from "./synced-settings";

type Settings = { theme: string; sizes: { text: number } };

function config(server: Settings | null, local: Settings): SyncedSettingsConfig<Settings, Settings | null> {
  return {
    label: "test settings",
    storageKey: "test:settings",
    load: () => local,
    save: () => {},
    unsynced: unsyncedMarker("test:settings:unsynced"),
    queryKey: (userId) => ["test-settings", userId],
    get: async () => server,
    fromServer: (stored) => stored,
    put: async (value) => value,
    saveDelayMs: 0,
  };
}

function Probe({
  settingsConfig,
  seen,
}: {
  settingsConfig: SyncedSettingsConfig<Settings, Settings | null>;
  seen: Settings[];
}) {
  const { value } = useSyncedSettings(settingsConfig, 7);
  seen.push(value);
  return null;
}

function renderSettings(settingsConfig: SyncedSettingsConfig<Settings, Settings | null>) {
  const seen: Settings[] = [];
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Probe settingsConfig={settingsConfig} seen={seen} />
    </QueryClientProvider>,
  );
  return { seen, client };
}

describe("useSyncedSettings at sign-in (decision 052)", () => {
  it("keeps the settings it shows when the server's copy is equal: no new object, no re-render", async () => {
    const local = { theme: "dark", sizes: { text: 16 } };
    const { seen, client } = renderSettings(config({ sizes: { text: 16 }, theme: "dark" }, local));
    await waitFor(() => expect(client.getQueryData(["test-settings", 7])).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(new Set(seen).size).toBe(1);
    expect(seen.at(-1)).toBe(local);
  });

  it("adopts the server's copy when it differs, keeping the parts that did not change", async () => {
    const local = { theme: "dark", sizes: { text: 16 } };
    const { seen } = renderSettings(config({ theme: "light", sizes: { text: 16 } }, local));
    await waitFor(() => expect(seen.at(-1)?.theme).toBe("light"));
    expect(seen.at(-1)?.sizes).toBe(local.sizes);
  });
});
