import { randomUUID } from "node:crypto";
import { z } from "zod";

export const ALLOWED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"] as const;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heif",
};

export const presignRequest = z.object({
  fileName: z.string().min(1).max(255),
  contentType: z.string(),
  size: z.number().int().positive(),
});

export type PresignRequest = z.infer<typeof presignRequest>;

export function isAllowedType(contentType: string): boolean {
  return (ALLOWED_TYPES as readonly string[]).includes(contentType);
}

export function objectKey(userId: string, contentType: string): string {
  const ext = EXTENSIONS[contentType] ?? "bin";
  const day = new Date().toISOString().slice(0, 10);
  return `avatars/${userId}/${day}/${randomUUID()}.${ext}`;
}

export function describeLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${Math.round(bytes / 1024 / 1024)}MB`;
  }
  return `${Math.round(bytes / 1024)}KB`;
}
