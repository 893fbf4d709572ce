import { z } from "zod";

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

const querySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
});

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** Reads `?page=&limit=` (1-based page) from a query object. */
export function parsePage(query: unknown): PageRequest {
  const { page, limit } = querySchema.parse(query);
  const offset = page * limit;
  return { page, limit, offset };
}

export function toPage<T>(items: T[], total: number, req: PageRequest): Page<T> {
  return {
    items,
    page: req.page,
    limit: req.limit,
    total,
    pages: Math.max(1, Math.ceil(total / req.limit)),
  };
}

export function linkHeader(baseUrl: string, req: PageRequest, total: number): string {
  const last = Math.max(1, Math.ceil(total / req.limit));
  const link = (page: number, rel: string) => `<${baseUrl}?page=${page}&limit=${req.limit}>; rel="${rel}"`;
  const parts = [link(1, "first"), link(last, "last")];
  if (req.page > 1) parts.push(link(req.page - 1, "prev"));
  if (req.page < last) parts.push(link(req.page + 1, "next"));
  return parts.join(", ");
}
