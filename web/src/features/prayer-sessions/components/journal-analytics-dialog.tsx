import { useMemo } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { type JournalEntry, minutesPerDay, minutesPerWatch } from "../journal";

interface JournalAnalyticsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly JournalEntry[];
  now: Date;
}

/** View Analytics: minutes per day over the last 30 days and per watch, each with a table for screen readers. */
export default function JournalAnalyticsDialog({ open, onOpenChange, entries, now }: JournalAnalyticsDialogProps) {
  const perDay = useMemo(() => minutesPerDay(entries, now, 30), [entries, now]);
  const perWatch = useMemo(() => minutesPerWatch(entries), [entries]);
  const lastThirty = perDay.reduce((sum, day) => sum + day.minutes, 0);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Prayer Analytics</DialogTitle>
          <DialogDescription>
            {lastThirty} {lastThirty === 1 ? "minute" : "minutes"} prayed in the last 30 days.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-8">
          <figure className="grid gap-2">
            <figcaption className="font-semibold">Minutes per day (last 30 days)</figcaption>
            <div aria-hidden="true" data-testid="chart-minutes-per-day">
              <BarChart responsive style={{ width: "100%", height: 220 }} data={perDay}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" interval={4} tick={{ fontSize: 11 }} />
                <YAxis allowDecimals={false} width={36} tick={{ fontSize: 11 }} />
                <Tooltip />
                <Bar dataKey="minutes" name="Minutes" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
              </BarChart>
            </div>
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">Show as a table</summary>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">Minutes prayed per day, last 30 days</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Minutes</th>
                  </tr>
                </thead>
                <tbody>
                  {perDay.map((day) => (
                    <tr key={day.date}>
                      <td>{day.label}</td>
                      <td>{day.minutes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </figure>

          <figure className="grid gap-2">
            <figcaption className="font-semibold">Minutes per watch</figcaption>
            <div aria-hidden="true" data-testid="chart-minutes-per-watch">
              <BarChart responsive style={{ width: "100%", height: 220 }} data={perWatch}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="watchNumber" tickFormatter={(value: number) => `W${value}`} tick={{ fontSize: 11 }} />
                <YAxis allowDecimals={false} width={36} tick={{ fontSize: 11 }} />
                <Tooltip
                  labelFormatter={(value) => perWatch.find((watch) => watch.watchNumber === value)?.name ?? ""}
                />
                <Bar
                  dataKey="minutes"
                  name="Minutes"
                  fill="var(--color-gold, var(--color-primary))"
                  radius={[3, 3, 0, 0]}
                />
              </BarChart>
            </div>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Minutes and sessions per watch</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col">Watch</th>
                  <th scope="col">Sessions</th>
                  <th scope="col">Minutes</th>
                </tr>
              </thead>
              <tbody>
                {perWatch.map((watch) => (
                  <tr key={watch.watchNumber}>
                    <th scope="row" className="font-normal">
                      {watch.name}
                    </th>
                    <td>{watch.sessions}</td>
                    <td>{watch.minutes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
