/** The auth feature's public entry: what other features use of it. */
export { emailChanged } from "./email-verification.service";
