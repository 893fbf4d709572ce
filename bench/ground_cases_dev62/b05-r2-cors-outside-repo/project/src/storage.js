import { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import crypto from 'node:crypto';

const bucket = process.env.R2_BUCKET;

export const s3 = new S3Client({
  region: 'auto',
  endpoint: `https://${process.env.R2_ACCOUNT_ID}.r2.cloudflarestorage.com`,
  credentials: {
    accessKeyId: process.env.R2_ACCESS_KEY_ID,
    secretAccessKey: process.env.R2_SECRET_ACCESS_KEY,
  },
});

export function newKey(userId, filename) {
  const ext = filename.includes('.') ? filename.split('.').pop().toLowerCase() : 'bin';
  return `uploads/${userId}/${crypto.randomUUID()}.${ext}`;
}

export async function presignUpload(key, contentType) {
  const cmd = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType });
  return getSignedUrl(s3, cmd, { expiresIn: 600 });
}

export async function presignDownload(key) {
  const cmd = new GetObjectCommand({ Bucket: bucket, Key: key });
  return getSignedUrl(s3, cmd, { expiresIn: 3600 });
}

export async function remove(key) {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

export function publicUrl(key) {
  return `${process.env.R2_PUBLIC_BASE}/${key}`;
}
