export type SignedUpload = { url: string; objectName: string; expiresInSec: number };

export async function requestSignedUpload(file: File): Promise<SignedUpload> {
  const res = await fetch("/api/uploads", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fileName: file.name, contentType: file.type || "application/octet-stream", size: file.size }),
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.error ?? `署名URLの取得に失敗しました (${res.status})`);
  }
  return res.json();
}

export function putToStorage(
  signed: SignedUpload,
  file: File,
  onProgress?: (ratio: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", signed.url);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`アップロードに失敗しました (${xhr.status})`));
    xhr.onerror = () => reject(new Error("アップロードに失敗しました (network)"));
    xhr.send(file);
  });
}
