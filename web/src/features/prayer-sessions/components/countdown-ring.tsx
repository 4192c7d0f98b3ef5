import { describeCountdown, formatCountdown } from "../timer-machine";

interface CountdownRingProps {
  remainingSeconds: number;
  totalSeconds: number;
  /** Shown under the time: "Ready", "Praying", "Paused". */
  caption: string;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The circular countdown: a ring that empties as the time runs out, with the time in the middle. */
export function CountdownRing({ remainingSeconds, totalSeconds, caption }: CountdownRingProps) {
  const fraction = totalSeconds > 0 ? Math.min(1, Math.max(0, remainingSeconds / totalSeconds)) : 0;
  return (
    <div className="relative mx-auto size-56 sm:size-64">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="8" className="stroke-muted" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          className="stroke-primary transition-[stroke-dashoffset] duration-1000 ease-linear motion-reduce:transition-none"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <div
          role="timer"
          aria-label="Time remaining"
          aria-describedby="session-countdown-spoken"
          data-testid="session-countdown"
          className="font-display text-5xl font-semibold tabular-nums tracking-tight sm:text-6xl"
        >
          {formatCountdown(remainingSeconds)}
        </div>
        <span id="session-countdown-spoken" className="sr-only">
          {describeCountdown(remainingSeconds)} remaining
        </span>
        <p className="mt-1 text-sm font-medium text-muted-foreground" data-testid="session-status">
          {caption}
        </p>
      </div>
    </div>
  );
}
