import { AiMessages, type ComposedBy, type ScriptureSuggestion } from "@common/ai";
import {
  type CreatePrayerStrategyInput,
  CreatePrayerStrategyInputSchema,
  PRAYER_STRATEGY_DEFAULTS,
  PRAYER_STRATEGY_FREQUENCIES,
  PRAYER_STRATEGY_LIMITS,
  PRAYER_STRATEGY_PRIORITIES,
  type PrayerStrategyFrequency,
  PrayerStrategyMessages,
  type PrayerStrategyPriority,
} from "@common/prayer-strategies";
import { PlusIcon, SparklesIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { type ArrayPath, type Control, type UseFormRegister, useFieldArray, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { toastError, toastSuccess } from "@/lib/toast";
import { AiToasts, usePrayerPointSuggestions, useScriptureSuggestions } from "../hooks/use-ai-help";
import { useSaveStrategy } from "../hooks/use-strategies";
import { FREQUENCY_LABELS, PRIORITY_LABELS, type Strategy, scriptureEntry } from "../strategy";
import { ComposedByLine } from "./composed-by";
import type { StrategyRecommendation } from "./recommendations-card";
import { RecommendationsCard } from "./recommendations-card";

type Entry = { value: string };

export interface StrategyFormValues {
  title: string;
  duration: string;
  focus: string;
  scriptures: Entry[];
  prayerPoints: Entry[];
  frequency: PrayerStrategyFrequency;
  priority: PrayerStrategyPriority;
  reminderTimes: Entry[];
}

const entries = (list: readonly string[]) => list.map((value) => ({ value }));

export const emptyStrategyForm = (): StrategyFormValues => ({
  title: "",
  duration: String(PRAYER_STRATEGY_DEFAULTS.durationMinutes),
  focus: "",
  scriptures: [],
  prayerPoints: [],
  frequency: PRAYER_STRATEGY_DEFAULTS.frequency,
  priority: PRAYER_STRATEGY_DEFAULTS.priority,
  reminderTimes: [],
});

export function strategyFormValues(strategy: Strategy): StrategyFormValues {
  return {
    title: strategy.title,
    duration: String(strategy.duration),
    focus: strategy.focus,
    scriptures: entries(strategy.scriptures),
    prayerPoints: entries(strategy.prayerPoints),
    frequency: strategy.frequency,
    priority: strategy.priority,
    reminderTimes: entries(strategy.reminderTimes),
  };
}

/** What is sent: the save rules themselves (blank entries, bad duration) are the contract's. */
function strategyInput(values: StrategyFormValues, watchNumber: number): CreatePrayerStrategyInput {
  return {
    title: values.title,
    duration: values.duration,
    focus: values.focus,
    scriptures: values.scriptures.map((entry) => entry.value),
    prayerPoints: values.prayerPoints.map((entry) => entry.value),
    watchNumber,
    frequency: values.frequency,
    // Reminder times are only asked for when the strategy is not prayed as needed.
    reminderTimes: values.frequency === "as-needed" ? [] : values.reminderTimes.map((entry) => entry.value),
    priority: values.priority,
  };
}

const hasEntry = (list: readonly Entry[], value: string) => list.some((entry) => entry.value.trim() === value.trim());

export interface StrategyFormProps {
  /** The room's watch: a new strategy belongs to it. */
  watchNumber: number;
  userId: number | null;
  /** The strategy being edited (saved with PATCH), or null to create one. */
  editing: Strategy | null;
  /** Shown above the form (watch 1's evening-healing card). */
  recommendation?: StrategyRecommendation | null;
  /** After an edit is saved or cancelled. */
  onEditDone: () => void;
}

/**
 * Create Prayer Strategy (spec §2, §5): every field, AI suggestions added one at a time, reminder times
 * only when the frequency is not 'as-needed'. Mount it with a `key` per strategy edited.
 */
export function StrategyForm({ watchNumber, userId, editing, recommendation, onEditDone }: StrategyFormProps) {
  const headingId = useId();
  const signedIn = userId !== null;
  const form = useForm<StrategyFormValues>({
    defaultValues: editing ? strategyFormValues(editing) : emptyStrategyForm(),
  });
  const { register, control, formState } = form;
  const frequency = useWatch({ control, name: "frequency" });
  const scriptureValues = useWatch({ control, name: "scriptures" });
  const prayerPointValues = useWatch({ control, name: "prayerPoints" });
  const scriptures = useFieldArray({ control, name: "scriptures" });
  const prayerPoints = useFieldArray({ control, name: "prayerPoints" });
  const save = useSaveStrategy(userId);
  const scriptureSuggestions = useScriptureSuggestions();
  const prayerPointSuggestions = usePrayerPointSuggestions();
  const strategyWatch = editing?.watchNumber ?? watchNumber;

  const submit = form.handleSubmit(
    async (values) => {
      const input = strategyInput(values, strategyWatch);
      // The contract's own rules (sizes, reminder format, duration bound) before anything is sent.
      const checked = CreatePrayerStrategyInputSchema.safeParse(input);
      if (!checked.success) {
        toastError("Error", `Failed to save prayer strategy. ${checked.error.issues[0]?.message ?? ""}`.trim());
        return;
      }
      try {
        if (editing) {
          await save.mutateAsync({ id: editing.id, input });
          onEditDone();
        } else {
          await save.mutateAsync({ input });
          form.reset(emptyStrategyForm());
          scriptureSuggestions.reset();
          prayerPointSuggestions.reset();
        }
      } catch {
        // useSaveStrategy has shown the 'Error' toast; the form keeps what was typed.
      }
    },
    () => toastError("Missing Information", PrayerStrategyMessages.titleAndFocusRequired),
  );

  /** Spec §5: AI help needs a focus; here it also needs sign-in (the AI calls are for signed-in users). */
  function suggestionInput() {
    if (!signedIn) {
      toastError(AiToasts.signInTitle, AiToasts.signInSuggestions);
      return null;
    }
    const focus = form.getValues("focus").trim();
    if (!focus) {
      toastError(AiMessages.focusRequiredTitle, AiMessages.focusRequired);
      form.setFocus("focus");
      return null;
    }
    return { focus, watchNumber: strategyWatch };
  }

  function addScripture(suggestion: ScriptureSuggestion) {
    const entry = scriptureEntry(suggestion);
    if (hasEntry(form.getValues("scriptures"), entry)) return;
    scriptures.append({ value: entry }, { shouldFocus: false });
    toastSuccess("Scripture Added", suggestion.reference);
  }

  function addPrayerPoint(point: string) {
    if (hasEntry(form.getValues("prayerPoints"), point)) return;
    prayerPoints.append({ value: point }, { shouldFocus: false });
    toastSuccess("Prayer Point Added", point.length > 60 ? `${point.slice(0, 60)}...` : point);
  }

  function applyRecommendation(recommended: StrategyRecommendation) {
    const values = form.getValues();
    if (!values.title.trim()) form.setValue("title", recommended.title);
    if (!values.focus.trim()) form.setValue("focus", recommended.focus, { shouldValidate: formState.isSubmitted });
    for (const entry of recommended.scriptures) {
      if (!hasEntry(form.getValues("scriptures"), entry)) scriptures.append({ value: entry }, { shouldFocus: false });
    }
    for (const point of recommended.prayerPoints) {
      if (!hasEntry(form.getValues("prayerPoints"), point)) {
        prayerPoints.append({ value: point }, { shouldFocus: false });
      }
    }
    toastSuccess("Recommendations Added", "Review them in the form, then save your strategy.");
  }

  const aiHintId = `${headingId}-ai-hint`;
  const aiHint = signedIn ? undefined : aiHintId;

  return (
    <div className="grid gap-6">
      {recommendation && !editing ? (
        <RecommendationsCard recommendation={recommendation} onUse={() => applyRecommendation(recommendation)} />
      ) : null}
      <Card className="room-panel">
        <CardHeader>
          <CardTitle id={headingId}>{editing ? "Edit Prayer Strategy" : "Create Prayer Strategy"}</CardTitle>
          <CardDescription>
            {editing
              ? `Editing "${editing.title}".`
              : "Plan what you will pray: a focus, scriptures, prayer points and when to pray."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate aria-labelledby={headingId} className="grid gap-5" onSubmit={submit}>
            <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
              <FormField label="Strategy Title" error={formState.errors.title?.message}>
                {(field) => (
                  <Input
                    {...field}
                    maxLength={PRAYER_STRATEGY_LIMITS.titleMax}
                    placeholder="e.g. Healing for my family"
                    {...register("title", { validate: (value) => value.trim() !== "" || "Please enter a title." })}
                  />
                )}
              </FormField>
              <FormField label="Duration (minutes)" hint="Default 30.">
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={PRAYER_STRATEGY_LIMITS.durationMinutesMax}
                    {...register("duration")}
                  />
                )}
              </FormField>
            </div>
            <FormField label="Prayer Focus" error={formState.errors.focus?.message}>
              {(field) => (
                <Textarea
                  {...field}
                  rows={3}
                  maxLength={PRAYER_STRATEGY_LIMITS.focusMax}
                  placeholder="What is on your heart to pray about?"
                  {...register("focus", { validate: (value) => value.trim() !== "" || "Please enter a prayer focus." })}
                />
              )}
            </FormField>

            {signedIn ? null : (
              <p id={aiHintId} className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
                AI suggestions need sign-in. Everything else works signed out: your strategies are saved in this
                browser.
              </p>
            )}

            <EntryList
              legend="Scriptures"
              itemLabel="Scripture"
              addLabel="Add Scripture"
              placeholder='e.g. Isaiah 53:5 or John 3:16 - "For God so loved..."'
              name="scriptures"
              control={control}
              register={register}
              fields={scriptures.fields}
              onAdd={() => scriptures.append({ value: "" })}
              onRemove={scriptures.remove}
              extra={
                <Button
                  variant="outline"
                  size="sm"
                  aria-describedby={aiHint}
                  disabled={scriptureSuggestions.isPending}
                  onClick={() => {
                    const input = suggestionInput();
                    if (input) scriptureSuggestions.mutate(input);
                  }}
                >
                  {scriptureSuggestions.isPending ? <Spinner className="size-4 text-current" /> : <SparklesIcon />}
                  {scriptureSuggestions.isPending ? "Getting Suggestions..." : "Get Scripture Suggestions"}
                </Button>
              }
            />
            {scriptureSuggestions.data ? (
              <Suggestions
                title="Suggested Scriptures"
                empty="No scriptures were suggested. Try a different focus."
                composedBy={scriptureSuggestions.data}
              >
                {scriptureSuggestions.data.scripturesWithText.map((suggestion) => {
                  const added = hasEntry(scriptureValues, scriptureEntry(suggestion));
                  return (
                    <li key={suggestion.reference} className="flex items-start justify-between gap-3">
                      <div className="text-sm">
                        <p className="font-semibold">{suggestion.reference}</p>
                        <p className="text-muted-foreground">"{suggestion.text}"</p>
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={added}
                        aria-label={added ? `${suggestion.reference} added` : `Add ${suggestion.reference}`}
                        onClick={() => addScripture(suggestion)}
                      >
                        {added ? "Added" : "Add"}
                      </Button>
                    </li>
                  );
                })}
              </Suggestions>
            ) : null}

            <EntryList
              legend="Prayer Points"
              itemLabel="Prayer point"
              addLabel="Add Prayer Point"
              placeholder="e.g. Healing for the sick in my church"
              name="prayerPoints"
              control={control}
              register={register}
              fields={prayerPoints.fields}
              onAdd={() => prayerPoints.append({ value: "" })}
              onRemove={prayerPoints.remove}
              extra={
                <Button
                  variant="outline"
                  size="sm"
                  aria-describedby={aiHint}
                  disabled={prayerPointSuggestions.isPending}
                  onClick={() => {
                    const input = suggestionInput();
                    if (input) prayerPointSuggestions.mutate(input);
                  }}
                >
                  {prayerPointSuggestions.isPending ? <Spinner className="size-4 text-current" /> : <SparklesIcon />}
                  {prayerPointSuggestions.isPending ? "Getting Suggestions..." : "Get Prayer Point Suggestions"}
                </Button>
              }
            />
            {prayerPointSuggestions.data ? (
              <Suggestions
                title="Suggested Prayer Points"
                empty="No prayer points were suggested. Try a different focus."
                composedBy={prayerPointSuggestions.data}
              >
                {prayerPointSuggestions.data.prayerPoints.map((point, index) => {
                  const added = hasEntry(prayerPointValues, point);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: suggestions are a fixed list that may repeat a line.
                    <li key={index} className="flex items-start justify-between gap-3">
                      <p className="text-sm">{point}</p>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={added}
                        aria-label={added ? `Prayer point ${index + 1} added` : `Add prayer point ${index + 1}`}
                        onClick={() => addPrayerPoint(point)}
                      >
                        {added ? "Added" : "Add"}
                      </Button>
                    </li>
                  );
                })}
              </Suggestions>
            ) : null}

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Frequency">
                {(field) => (
                  <NativeSelect {...field} {...register("frequency")}>
                    {PRAYER_STRATEGY_FREQUENCIES.map((option) => (
                      <option key={option} value={option}>
                        {FREQUENCY_LABELS[option]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField label="Priority">
                {(field) => (
                  <NativeSelect {...field} {...register("priority")}>
                    {PRAYER_STRATEGY_PRIORITIES.map((option) => (
                      <option key={option} value={option}>
                        {PRIORITY_LABELS[option]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </div>

            {frequency === "as-needed" ? null : <ReminderTimes control={control} register={register} />}

            <div className="flex flex-wrap justify-end gap-2">
              {editing ? (
                <Button variant="outline" onClick={onEditDone}>
                  Cancel Editing
                </Button>
              ) : null}
              <SubmitButton
                className="room-accent-button"
                pending={save.isPending}
                pendingLabel={editing ? "Updating..." : "Saving..."}
              >
                {editing ? "Update Strategy" : "Save Strategy"}
              </SubmitButton>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

type ListName = Extract<ArrayPath<StrategyFormValues>, "scriptures" | "prayerPoints" | "reminderTimes">;

function EntryList({
  legend,
  itemLabel,
  addLabel,
  placeholder,
  name,
  register,
  fields,
  onAdd,
  onRemove,
  extra,
  inputType = "text",
}: {
  legend: string;
  itemLabel: string;
  addLabel: string;
  placeholder?: string;
  name: ListName;
  control: Control<StrategyFormValues>;
  register: UseFormRegister<StrategyFormValues>;
  fields: readonly { id: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  extra?: ReactNode;
  inputType?: "text" | "time";
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-center gap-2">
          <Input
            type={inputType}
            aria-label={`${itemLabel} ${index + 1}`}
            placeholder={placeholder}
            maxLength={PRAYER_STRATEGY_LIMITS.entryMax}
            className={inputType === "time" ? "w-40" : undefined}
            {...register(`${name}.${index}.value` as const)}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onRemove(index)}
          >
            <Trash2Icon />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= PRAYER_STRATEGY_LIMITS.entriesMax}
          onClick={onAdd}
        >
          <PlusIcon />
          {addLabel}
        </Button>
        {extra}
      </div>
    </fieldset>
  );
}

function ReminderTimes({
  control,
  register,
}: {
  control: Control<StrategyFormValues>;
  register: UseFormRegister<StrategyFormValues>;
}) {
  const reminderTimes = useFieldArray({ control, name: "reminderTimes" });
  return (
    <EntryList
      legend="Reminder Times"
      itemLabel="Reminder time"
      addLabel="Add Reminder Time"
      name="reminderTimes"
      inputType="time"
      control={control}
      register={register}
      fields={reminderTimes.fields}
      onAdd={() => reminderTimes.append({ value: "" })}
      onRemove={reminderTimes.remove}
    />
  );
}

function Suggestions({
  title,
  empty,
  composedBy,
  children,
}: {
  title: string;
  empty: string;
  composedBy: Partial<ComposedBy>;
  children: ReactNode[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-dashed p-3">
      <h4 id={headingId} className="text-sm font-semibold">
        {title}
      </h4>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-3">{children}</ul>
      )}
      <ComposedByLine composedBy={composedBy} />
    </section>
  );
}
