import { runtimeTemporal } from "./temporal";

/** Intl's answers, remembered: each one builds a date formatter. */
const knownToIntl = new Map<string, boolean>();

/** True when the name is an IANA time zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  const temporal = runtimeTemporal();
  if (temporal) {
    // Temporal also takes offsets ("+05:00"), which are not IANA zones: a zone's name starts with a letter.
    if (!/^[A-Za-z]/.test(timeZone)) return false;
    try {
      temporal.Now.zonedDateTimeISO(timeZone);
      return true;
    } catch {
      return false;
    }
  }
  let valid = knownToIntl.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    if (knownToIntl.size < 1_000) knownToIntl.set(timeZone, valid);
  }
  return valid;
}
