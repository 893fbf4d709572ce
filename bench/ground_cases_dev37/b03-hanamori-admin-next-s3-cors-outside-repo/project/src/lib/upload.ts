export type PresignResponse = { url: string; key: string; expiresIn: number };

export class UploadError extends Error {
  constructor(message: string, readonly stage: "presign" | "put") {
    super(message);
  }
}

async function presign(productId: string, file: File): Promise<PresignResponse> {
  const res = await fetch("/api/uploads/presign", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ productId, contentType: file.type, size: file.size }),
  });
  if (!res.ok) {
    throw new UploadError(`presign failed: ${res.status}`, "presign");
  }
  return res.json();
}

// Uploads the image straight to S3 with the presigned URL and returns the object key.
export async function uploadProductImage(productId: string, file: File): Promise<string> {
  const { url, key } = await presign(productId, file);
  let res: Response;
  try {
    res = await fetch(url, {
      method: "PUT",
      headers: { "Content-Type": file.type },
      body: file,
    });
  } catch (e) {
    // a CORS rejection surfaces here as a TypeError with no status
    throw new UploadError(`upload failed: ${(e as Error).message}`, "put");
  }
  if (!res.ok) {
    throw new UploadError(`upload failed: ${res.status}`, "put");
  }
  return key;
}
