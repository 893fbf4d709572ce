import type { Page } from "./client";

export type PageFetcher<T> = (cursor?: string) => Promise<Page<T>>;

/**
 * Walk every page of a cursor-paginated endpoint.
 *
 *   for await (const s of listAll((c) => client.listShipments(c))) { ... }
 */
export interface ListAllOptions {
  /** Stop after this many pages even if the server keeps returning a cursor. */
  maxPages?: number;
}

export async function* listAll<T>(fetchPage: PageFetcher<T>, opts: ListAllOptions = {}): AsyncGenerator<T> {
  const maxPages = opts.maxPages ?? 1_000;
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await fetchPage(cursor);
    yield* page.items;
    pages++;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined && pages < maxPages);
}

/** Collect everything into an array (small result sets only). */
export async function collect<T>(it: AsyncIterable<T>, max = 10_000): Promise<T[]> {
  const out: T[] = [];
  for await (const item of it) {
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

export async function first<T>(it: AsyncIterable<T>): Promise<T | undefined> {
  for await (const item of it) return item;
  return undefined;
}
