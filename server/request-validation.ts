import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";

export const UnsafeTextMessages = {
  nul: "Text may not contain the NUL character (U+0000).",
  surrogate: "Text must be valid Unicode: it contains a broken character (an unpaired UTF-16 surrogate).",
} as const;

type Problem = keyof typeof UnsafeTextMessages;
type Frame = { value: object; parent: Frame | null; key: string | number | null };

// ES2024's String.prototype.isWellFormed (Node 20+); the project's TypeScript lib is ES2023.
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();
const problemOf = (text: string): Problem | null =>
  text.includes("\0") ? "nul" : isWellFormed(text) ? null : "surrogate";

const pathOf = (frame: Frame, last?: string | number): (string | number)[] => {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let current: Frame | null = frame; current?.key != null; current = current.parent) path.push(current.key);
  return path.reverse();
};

/**
 * The first string (value or key) in parsed input that PostgreSQL could not store or that is not
 * Unicode: U+0000 or a lone UTF-16 surrogate. Iterative, so deep nesting cannot overflow the stack;
 * each frame knows its parent, so a path is built only for the one string reported.
 */
export function findUnsafeText(input: unknown): { path: (string | number)[]; problem: Problem } | null {
  if (typeof input === "string") {
    const problem = problemOf(input);
    return problem ? { path: [], problem } : null;
  }
  if (input === null || typeof input !== "object") return null;
  const stack: Frame[] = [{ value: input, parent: null, key: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const container = frame.value as Record<string | number, unknown>;
    const isArray = Array.isArray(container);
    const keys: (string | number)[] = isArray ? [] : Object.keys(container);
    const count = isArray ? container.length : keys.length;
    for (let index = 0; index < count; index++) {
      const key = isArray ? index : keys[index]!;
      if (!isArray) {
        const problem = problemOf(key as string);
        // A bad key is reported at its object: the key itself is not worth echoing.
        if (problem) return { path: pathOf(frame), problem };
      }
      const value = container[key];
      if (typeof value === "string") {
        const problem = problemOf(value);
        if (problem) return { path: pathOf(frame, key), problem };
      } else if (value !== null && typeof value === "object") {
        stack.push({ value, parent: frame, key });
      }
    }
  }
  return null;
}

const SafeTextSchema = z.unknown().superRefine((input, ctx) => {
  const found = findUnsafeText(input);
  if (found) ctx.addIssue({ code: "custom", message: UnsafeTextMessages[found.problem], path: found.path, input });
});

/**
 * fastify-type-provider-zod's validator, with one rule in front of every contract: no string anywhere in a
 * body, querystring, params or headers holds U+0000 or a lone surrogate (PostgreSQL refuses the first; the
 * second is not text). Refused as an ordinary validation error (400), before the route's own schema runs,
 * so every route, present and future, is covered without its contract saying so (decision 016).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: SafeTextSchema.pipe(route.schema) });
