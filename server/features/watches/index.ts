/** The watches feature's public entry: what other features may use (server/boundaries.test.ts). */
export { getWatchSettings } from "./watches.service";
