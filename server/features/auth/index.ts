/** The auth feature's public entry: what other features use of it. */

export { SESSION_COOKIE } from "./auth.plugin";
export { emailChanged } from "./email-verification.service";
