import { NextResponse } from "next/server";
import { auth } from "@/lib/auth";
import { createPresignedUpload } from "@/lib/s3";
import { MAX_UPLOAD_BYTES, describeLimit, isAllowedType, objectKey, presignRequest } from "@/lib/uploads";

export async function POST(req: Request) {
  const session = await auth();
  if (!session) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  }

  const parsed = presignRequest.safeParse(await req.json());
  if (!parsed.success) {
    return NextResponse.json({ error: "invalid request" }, { status: 400 });
  }
  const { contentType, size } = parsed.data;

  if (size > MAX_UPLOAD_BYTES) {
    return NextResponse.json(
      { error: `ファイルサイズは${describeLimit(MAX_UPLOAD_BYTES)}までです` },
      { status: 413 },
    );
  }

  if (!isAllowedType(contentType)) {
    return NextResponse.json({ error: "unsupported type" }, { status: 415 });
  }

  const key = objectKey(session.user.id, contentType);
  const upload = await createPresignedUpload(key, contentType, size);
  return NextResponse.json(upload);
}
