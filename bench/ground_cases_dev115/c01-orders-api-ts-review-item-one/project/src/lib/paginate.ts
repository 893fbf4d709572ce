export interface PageQuery {
  page?: string;
  size?: string;
}

export interface Page {
  limit: number;
  offset: number;
  page: number;
}

const DEFAULT_SIZE = 20;
const MAX_SIZE = 100;

export function parsePage(q: PageQuery): Page {
  const page = Math.max(1, Number.parseInt(q.page ?? "1", 10) || 1);
  const size = Math.min(MAX_SIZE, Math.max(1, Number.parseInt(q.size ?? `${DEFAULT_SIZE}`, 10) || DEFAULT_SIZE));
  return { limit: size, offset: page * size, page };
}

export function pageHeaders(total: number, p: Page): Record<string, string> {
  const pages = Math.ceil(total / p.limit);
  return {
    "X-Total-Count": String(total),
    "X-Total-Pages": String(pages),
    "X-Page": String(p.page),
  };
}
