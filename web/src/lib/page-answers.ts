import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * The queries whose data the page itself brought: the signed-in home's page carries the server's answers as of
 * that request (web/src/app/boot-queries.ts, decision 053). A hook that would otherwise read the server again
 * as it mounts (the synced settings do, to catch up with other devices) takes that answer instead, once.
 */
const answeredByPage = new WeakMap<QueryClient, Set<string>>();

export function markAnsweredByPage(client: QueryClient, key: QueryKey): void {
  const keys = answeredByPage.get(client) ?? new Set<string>();
  keys.add(hashKey(key));
  answeredByPage.set(client, keys);
}

/** True the first time it is asked for a query whose data came with the page; false after, and otherwise. */
export function takeAnsweredByPage(client: QueryClient, key: QueryKey): boolean {
  return answeredByPage.get(client)?.delete(hashKey(key)) ?? false;
}
