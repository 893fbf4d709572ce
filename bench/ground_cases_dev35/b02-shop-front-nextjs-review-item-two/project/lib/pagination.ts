export const DEFAULT_PAGE_SIZE = 20;

/** Reads a 1-based ?page= value; anything invalid becomes 1. */
export function parsePage(value: string | null): number {
  const n = Number(value ?? "1");
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Offset for a 1-based page number. */
export function pageToOffset(page: number, size = DEFAULT_PAGE_SIZE): number {
  return (page - 1) * size;
}

export function totalPages(total: number, size = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
