/** The prayer-strategies feature's public entry: what other features may use (server/boundaries.test.ts). */
export { ownsPrayerStrategy } from "./prayer-strategies.service";
