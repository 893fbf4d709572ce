import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

import { config } from "../config.js";
import { formatDay } from "../lib/dates.js";

const PREFIX = "reports";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const client = new S3Client({
  region: config.region,
  endpoint: config.s3Endpoint,
  forcePathStyle: Boolean(config.s3Endpoint),
});

export function buildKey(kind: string, fileName: string, runDate: Date): string {
  return `${PREFIX}/${kind}/${formatDay(runDate)}/${fileName}`;
}

export async function uploadReport(body: Buffer, kind: string, fileName: string, runDate: Date): Promise<string> {
  const key = buildKey(kind, fileName, runDate);
  await client.send(
    new PutObjectCommand({
      Bucket: config.bucket,
      Key: key,
      Body: body,
      ContentType: XLSX,
      ContentDisposition: `attachment; filename="${fileName.split("/").pop()}"`,
    }),
  );
  return key;
}

export function publicUrl(key: string): string {
  return `${config.publicBaseUrl}/${key}`;
}
