/** Query keys only, without the contract's schemas: live updates import these (decision 054). */
export const strategyKeys = {
  all: ["/api/prayer-strategies"] as const,
  /** Per user, so one account's list is never shown to the next. */
  list: (userId: number) => ["/api/prayer-strategies", userId] as const,
};
