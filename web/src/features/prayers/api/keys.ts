/** Query keys only, without the contract's schemas: live updates import these (decision 054). */
export const prayerKeys = {
  all: ["/api/prayers"] as const,
};
