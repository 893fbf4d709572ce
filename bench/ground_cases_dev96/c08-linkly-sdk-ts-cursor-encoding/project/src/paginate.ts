/** One page of a list endpoint. nextCursor is null on the last page. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface PaginateOptions {
  /** Stop after this many pages even if the API has more (default: no limit). */
  maxPages?: number;
}

/**
 * Walk every page of a list endpoint, yielding the items one by one.
 * `fetchPage(undefined)` must fetch the first page.
 */
export async function* paginate<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  const maxPages = options.maxPages ?? Infinity;
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await fetchPage(cursor);
    pages++;
    yield* page.data;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined && pages < maxPages);
}

/** Read an async iterable into an array, stopping after `limit` items. */
export async function collect<T>(items: AsyncIterable<T>, limit = Infinity): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) {
    if (out.length >= limit) break;
    out.push(item);
  }
  return out;
}
