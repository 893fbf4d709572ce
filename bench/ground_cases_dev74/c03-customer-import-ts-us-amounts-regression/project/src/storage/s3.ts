import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

const s3 = new S3Client({ region: process.env.AWS_REGION ?? "eu-central-1" });
const BUCKET = process.env.IMPORT_BUCKET ?? "acme-customer-imports";

export async function putObject(key: string, body: string | Buffer, contentType: string): Promise<string> {
  await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: contentType }));
  return `s3://${BUCKET}/${key}`;
}
