import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

const s3 = new S3Client({ region: process.env.AWS_REGION });
const BUCKET = process.env.UPLOADS_BUCKET!;
const CDN = process.env.NEXT_PUBLIC_CDN_URL!;

/** A fresh key per upload, so CDN/browser caches never serve an old avatar for a new URL. */
export function avatarKey(userId: string): string {
  return `avatars/${userId}/${crypto.randomUUID()}`;
}

export function avatarUrl(key: string | null): string | null {
  return key ? `${CDN}/${key}` : null;
}

export async function putObject(key: string, body: Buffer, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: "public, max-age=31536000, immutable",
    }),
  );
}
