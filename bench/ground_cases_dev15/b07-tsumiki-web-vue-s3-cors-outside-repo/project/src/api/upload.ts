import { api } from "./client";

export type PresignedUpload = {
  uploadUrl: string;
  objectKey: string;
  expiresAt: string;
};

const MAX_BYTES = 5 * 1024 * 1024;
const ALLOWED_TYPES = ["image/jpeg", "image/png", "image/webp"];

export class UploadError extends Error {}

export function validateAvatar(file: File): void {
  if (!ALLOWED_TYPES.includes(file.type)) {
    throw new UploadError("JPEG / PNG / WebP の画像を選んでください");
  }
  if (file.size > MAX_BYTES) {
    throw new UploadError("画像は 5MB 以下にしてください");
  }
}

function putWithProgress(url: string, file: File, onProgress?: (ratio: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError(`アップロードに失敗しました (${xhr.status})`));
    xhr.onerror = () => reject(new UploadError("アップロードに失敗しました（ネットワークエラー）"));
    xhr.send(file);
  });
}

/** API から署名付き URL をもらって、S3 に直接 PUT する。 */
export async function uploadAvatar(file: File, onProgress?: (ratio: number) => void): Promise<string> {
  validateAvatar(file);
  const { data } = await api.post<PresignedUpload>("/me/avatar/presign", {
    contentType: file.type,
    size: file.size,
  });
  await putWithProgress(data.uploadUrl, file, onProgress);
  await api.put("/me/avatar", { objectKey: data.objectKey });
  return data.objectKey;
}
