import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { isIsoDate, localIsoDate } from "@/lib/dates";

/**
 * The Daily Word's date lives in the URL (`?date=YYYY-MM-DD`), so a day can be linked, reloaded and
 * reached with back/forward; without it (or with a date that is not one) it is the device's today.
 */
export function useDailyWordDate() {
  const [params, setParams] = useSearchParams();
  const today = localIsoDate();
  const raw = params.get("date");
  const date = raw !== null && isIsoDate(raw) ? raw : today;

  const setDate = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("date", next);
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { date, today, setDate };
}
