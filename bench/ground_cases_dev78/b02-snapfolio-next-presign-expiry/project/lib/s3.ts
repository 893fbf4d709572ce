import { S3Client, PutObjectCommand, DeleteObjectCommand } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

const region = process.env.AWS_REGION ?? "ap-northeast-1";
const bucket = process.env.UPLOAD_BUCKET!;

export const s3 = new S3Client({ region });

export type PresignedUpload = {
  url: string;
  key: string;
  expiresAt: string;
};

export async function createPresignedUpload(
  key: string,
  contentType: string,
  contentLength: number,
): Promise<PresignedUpload> {
  const command = new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    ContentType: contentType,
    ContentLength: contentLength,
  });
  const expiresIn = 60;
  const url = await getSignedUrl(s3, command, { expiresIn });
  return {
    url,
    key,
    expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
  };
}

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

export function publicUrl(key: string): string {
  return `${process.env.CDN_BASE_URL}/${encodeURI(key)}`;
}
