export interface StrategyCardsSectionProps {
  watchNumber: number;
  userId: number | null;
  selectedStrategyId: string | null;
  /** Clicking a paper card selects it (and the route opens the Prayer Space). */
  onSelectStrategy: (id: number | string) => void;
}

/** The wall's 'Prayer Strategies' section of paper-styled cards. Placeholder until it lands. */
export function StrategyCardsSection(_props: StrategyCardsSectionProps) {
  return null;
}
