import { z } from "zod";

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export type Page = z.infer<typeof pageQuery>;

export function offsetOf({ page, size }: Page): number {
  return (page - 1) * size;
}
