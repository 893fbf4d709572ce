export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalPages: number;
}

export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) {
    throw new Error("pageSize must be positive");
  }
  return Math.max(1, Math.ceil(total / pageSize));
}

export function paginate<T>(all: T[], page: number, pageSize = 12): Page<T> {
  const totalPages = pageCount(all.length, pageSize);
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = current * pageSize;
  return {
    items: all.slice(start, start + pageSize),
    page: current,
    totalPages,
    pageSize,
  };
}

export function pageNumbers(totalPages: number, current: number, span = 2): number[] {
  const from = Math.max(1, current - span);
  const to = Math.min(totalPages, current + span);
  const out: number[] = [];
  for (let p = from; p <= to; p++) {
    out.push(p);
  }
  return out;
}
