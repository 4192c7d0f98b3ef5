/**
 * The parts of Temporal this app uses, where the runtime has it (Chromium 144+, Firefox 139+; not Node 20).
 * Temporal reads a time zone's rules without building a date formatter: the first `Intl.DateTimeFormat` of a
 * page costs about 100 ms at Lighthouse's 4× CPU, Temporal's answers well under a millisecond (decision 054).
 * Each caller falls back to Intl without it, with the same answers.
 */
export interface TemporalSubset {
  Now: { timeZoneId(): string; zonedDateTimeISO(timeZone: string): unknown };
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(timeZone: string): { hour: number; minute: number; second: number };
    };
  };
}

export function runtimeTemporal(): TemporalSubset | undefined {
  const temporal = (globalThis as { Temporal?: Partial<TemporalSubset> }).Temporal;
  return temporal?.Now && temporal.Instant ? (temporal as TemporalSubset) : undefined;
}
