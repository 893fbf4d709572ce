export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** Slice `all` into 1-based pages of `pageSize` items. */
export function paginate<T>(all: T[], page: number, pageSize: number): Page<T> {
  const totalPages = Math.max(1, Math.floor(all.length / pageSize));
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), page: current, totalPages };
}
