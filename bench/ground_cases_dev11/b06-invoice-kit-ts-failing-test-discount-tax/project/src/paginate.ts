export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
}

export function paginate<T>(all: T[], page = 1, perPage = 20): Page<T> {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`page must be a positive integer, got ${page}`);
  }
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
  }
  const start = (page - 1) * perPage;
  const items = all.slice(start, start + perPage);
  return {
    items,
    page,
    perPage,
    total: all.length,
    totalPages: Math.max(1, Math.ceil(all.length / perPage)),
    hasNext: start + perPage < all.length,
  };
}
