import { z } from "zod";

/**
 * Content (daily words, plans, composer topics …) is data under content/ at the repository's root,
 * bundled with the server as JSON (esbuild's json loader; Vitest reads it the same way). Each
 * feature declares a zod schema for its file and parses it once, when the module loads, so a
 * malformed file stops the server at start-up naming the file and the place, never mid-request.
 */
export function parseContent<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`content/${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
