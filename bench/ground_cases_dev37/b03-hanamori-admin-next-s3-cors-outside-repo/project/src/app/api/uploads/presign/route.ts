import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { requireStaff } from "@/server/auth";

const s3 = new S3Client({ region: process.env.AWS_REGION ?? "ap-northeast-1" });
const BUCKET = process.env.UPLOAD_BUCKET!;
const EXPIRES = Number(process.env.PRESIGN_EXPIRES_SEC ?? 300);

const Body = z.object({
  productId: z.string().min(1),
  contentType: z.enum(["image/jpeg", "image/png", "image/webp"]),
  size: z.number().int().positive().max(10 * 1024 * 1024),
});

const EXT: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export async function POST(req: Request) {
  await requireStaff(req);
  const parsed = Body.safeParse(await req.json());
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.flatten() }, { status: 400 });
  }
  const { productId, contentType, size } = parsed.data;
  const key = `products/${productId}/${randomUUID()}.${EXT[contentType]}`;
  const command = new PutObjectCommand({
    Bucket: BUCKET,
    Key: key,
    ContentType: contentType,
    ContentLength: size,
  });
  const url = await getSignedUrl(s3, command, { expiresIn: EXPIRES });
  return NextResponse.json({ url, key, expiresIn: EXPIRES });
}
