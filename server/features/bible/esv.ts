import { z } from "zod";

/**
 * The optional ESV API (https://api.esv.org), used when ESV_API_KEY is set. Every failure (network,
 * timeout, refusal, unexpected answer) is reported and answered with null, so callers fall back to
 * the embedded KJV.
 */
export type EsvClient = {
  /** `passages` as the API returns them, verse numbers as "[16]", no headings or footnotes. */
  passage(reference: string): Promise<{ canonical: string; passages: string[] } | null>;
  search(query: string, limit: number): Promise<Array<{ reference: string; text: string }> | null>;
};

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export const ESV_API = "https://api.esv.org/v3/passage";
export const ESV_TIMEOUT_MS = 3_000;
export const ESV_COPYRIGHT =
  "Scripture quotations are from the ESV® Bible (The Holy Bible, English Standard Version®), © 2001 by " +
  "Crossway, a publishing ministry of Good News Publishers. Used by permission. All rights reserved.";

const PassageAnswerSchema = z.object({ canonical: z.string(), passages: z.array(z.string()).min(1) });
const SearchAnswerSchema = z.object({
  results: z.array(z.object({ reference: z.string(), content: z.string() })),
});

const PASSAGE_OPTIONS = {
  "include-passage-references": "false",
  "include-verse-numbers": "true",
  "include-first-verse-numbers": "true",
  "include-footnotes": "false",
  "include-footnote-body": "false",
  "include-headings": "false",
  "include-short-copyright": "false",
  "include-copyright": "false",
  "indent-paragraphs": "0",
  "indent-poetry": "false",
  "line-length": "0",
};

export function createEsvClient({
  apiKey,
  fetch = (input, init) => globalThis.fetch(input, init),
  timeoutMs = ESV_TIMEOUT_MS,
  onFailure = () => {},
}: {
  apiKey: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
  onFailure?: (what: string, error: unknown) => void;
}): EsvClient {
  async function call<T>(what: string, path: string, params: Record<string, string>, schema: z.ZodType<T>) {
    try {
      const url = `${ESV_API}/${path}/?${new URLSearchParams(params)}`;
      const response = await fetch(url, {
        headers: { authorization: `Token ${apiKey}`, accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`ESV API answered ${response.status}`);
      return schema.parse(await response.json());
    } catch (error) {
      onFailure(what, error);
      return null;
    }
  }

  return {
    passage: (reference) =>
      call("passage", "text", { q: reference, ...PASSAGE_OPTIONS }, PassageAnswerSchema).then((answer) =>
        answer ? { canonical: answer.canonical, passages: answer.passages.map((p) => p.trim()) } : null,
      ),
    search: (query, limit) =>
      call("search", "search", { q: query, "page-size": String(limit) }, SearchAnswerSchema).then(
        (answer) =>
          answer?.results.map((result) => ({ reference: result.reference, text: result.content.trim() })) ?? null,
      ),
  };
}
