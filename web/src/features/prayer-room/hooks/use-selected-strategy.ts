import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The strategy chosen for the Prayer Space, in `?strategy=` (a server id or a local one), so the
 * choice survives a reload. Choosing one from the wall or with Use This Strategy opens the Prayer Space.
 * `replace` renames the choice in place (no new history entry), e.g. a local id after its import.
 */
export function useSelectedStrategy() {
  const [params, setParams] = useSearchParams();
  const selectedStrategyId = params.get("strategy");
  const selectStrategy = useCallback(
    (id: string | number | null, options: { openSpace?: boolean; replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (id === null) updated.delete("strategy");
          else updated.set("strategy", String(id));
          if (options.openSpace) updated.set("tab", "space");
          return updated;
        },
        { preventScrollReset: true, replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { selectedStrategyId, selectStrategy };
}
