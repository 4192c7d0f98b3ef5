/** The prayers feature's public entry: what other features, and the platform's tests, may use (server/boundaries.test.ts). */
export { createPrayer, deletePrayer } from "./prayers.service";
