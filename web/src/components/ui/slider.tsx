import { Slider as SliderPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";

interface SliderProps extends React.ComponentProps<typeof SliderPrimitive.Root> {
  /** The accessible name of each thumb (role="slider"); give one per value, or one for all. */
  thumbLabels?: string | string[];
  /** Spoken value, e.g. "15 minutes"; defaults to the number. */
  getValueText?: (value: number) => string;
}

export function Slider({ className, thumbLabels, getValueText, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [props.min ?? 0];
  const labelFor = (index: number) =>
    Array.isArray(thumbLabels) ? (thumbLabels[index] ?? thumbLabels[0]) : thumbLabels;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-60 data-[orientation=vertical]:h-full data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted data-[orientation=vertical]:h-full data-[orientation=vertical]:w-2"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute h-full bg-primary data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positional.
          key={index}
          data-slot="slider-thumb"
          aria-label={labelFor(index)}
          aria-valuetext={getValueText ? getValueText(thumbValue) : undefined}
          className="block size-5 shrink-0 rounded-full border-2 border-primary bg-card shadow-sm transition-[box-shadow] outline-none hover:ring-4 hover:ring-ring/30 focus-visible:ring-4 focus-visible:ring-ring/50 disabled:pointer-events-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
