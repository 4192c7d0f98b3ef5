import { PAGE_LIMIT_MAX, type PageQuery } from "@common/paging";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";

/**
 * Keyset paging on (created_at, id), newest first (common/paging.ts). The cursor carries created_at
 * in whole microseconds, PostgreSQL's own precision (a JavaScript Date would drop them), so pages
 * neither overlap nor skip, whatever is added or deleted in between.
 */
export function cursorOf(createdAt: AnyColumn, id: AnyColumn): SQL<string> {
  return sql<string>`((extract(epoch from ${createdAt}) * 1000000)::bigint)::text || '_' || ${id}::text`;
}

/** The rows after the cursor in the newest-first order. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: string): SQL {
  const [microseconds, cursorId] = cursor.split("_");
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${microseconds}::bigint * interval '1 microsecond', ${Number(cursorId)}::integer)`;
}

/** The page's limit: the asked one, at most PAGE_LIMIT_MAX. */
export function pageLimit(query: PageQuery): number {
  return Math.min(query.limit ?? PAGE_LIMIT_MAX, PAGE_LIMIT_MAX);
}

/** Names the next page on a full one. */
export function linkNextPage(reply: FastifyReply, path: string, limit: number, next: string | null): void {
  if (next === null) return;
  reply.header("x-next-cursor", next);
  reply.header("link", `<${path}?limit=${limit}&before=${encodeURIComponent(next)}>; rel="next"`);
}
