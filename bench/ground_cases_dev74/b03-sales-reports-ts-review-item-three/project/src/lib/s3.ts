import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

const s3 = new S3Client({ region: process.env.AWS_REGION ?? "ap-northeast-1" });

export async function putReport(bucket: string, key: string, body: Buffer): Promise<string> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ServerSideEncryption: "AES256",
    }),
  );
  return `s3://${bucket}/${key}`;
}
