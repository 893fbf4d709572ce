export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  pages: number;
  hasNext: boolean;
}

const clamp = (n: number, lo: number, hi: number): number => Math.min(Math.max(n, lo), hi);

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.floor(total / perPage));
}

export function paginate<T>(all: T[], page: number, perPage = 20): Page<T> {
  const safePer = clamp(perPage, 1, 100);
  const total = all.length;
  const pages = pageCount(total, safePer);
  const current = clamp(page, 1, pages);
  const start = (current - 1) * safePer;
  const items = all.slice(start, start + safePer);
  return {
    items,
    page: current,
    perPage: safePer,
    total,
    pages,
    hasNext: current < pages,
  };
}

export function pageLinks(page: number, pages: number, width = 2): number[] {
  const from = Math.max(1, page - width);
  const to = Math.min(pages, page + width);
  const out: number[] = [];
  for (let p = from; p <= to; p++) out.push(p);
  return out;
}
