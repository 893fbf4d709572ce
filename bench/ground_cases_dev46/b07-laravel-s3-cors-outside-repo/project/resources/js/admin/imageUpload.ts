import { api } from "./api";

type Presigned = { url: string; headers: Record<string, string>; key: string };

export async function uploadProductImage(productId: number, file: File): Promise<string> {
  const { data } = await api.post<Presigned>("/api/admin/uploads/presign", {
    product_id: productId,
    content_type: file.type,
  });

  const res = await fetch(data.url, {
    method: "PUT",
    headers: { ...data.headers, "Content-Type": file.type },
    body: file,
  });
  if (!res.ok) {
    throw new Error(`S3 upload failed: ${res.status}`);
  }

  await api.post("/api/admin/uploads/complete", { product_id: productId, key: data.key });
  return data.key;
}

export function validateImage(file: File): string | null {
  if (!["image/jpeg", "image/png", "image/webp"].includes(file.type)) {
    return "JPEG / PNG / WebP のみアップロードできます";
  }
  if (file.size > 8 * 1024 * 1024) {
    return "8MB 以下の画像を選んでください";
  }
  return null;
}
