// Direct-to-S3 uploads: ask the API for a presigned PUT URL, then send the file to S3.
const API = window.ACME_API_URL || "/api";
const MAX_BYTES = 25 * 1024 * 1024;

function csrfToken() {
  const m = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/);
  return m ? decodeURIComponent(m[1]) : "";
}

async function presign(file, projectId) {
  const res = await fetch(`${API}/uploads/presign/`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", "X-CSRFToken": csrfToken() },
    body: JSON.stringify({
      filename: file.name,
      content_type: file.type,
      size: file.size,
      project: projectId,
    }),
  });
  if (!res.ok) throw new Error(`presign failed: ${res.status}`);
  return res.json();
}

export async function uploadFile(file, projectId, onProgress) {
  if (file.size > MAX_BYTES) {
    throw new Error(`File is larger than ${MAX_BYTES / 1024 / 1024} MB`);
  }
  const { id, url } = await presign(file, projectId);
  await new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`S3 PUT ${xhr.status}`)));
    xhr.onerror = () => reject(new Error("network error during upload"));
    xhr.send(file);
  });
  const res = await fetch(`${API}/uploads/${id}/confirm/`, {
    method: "POST",
    credentials: "include",
    headers: { "X-CSRFToken": csrfToken() },
  });
  if (!res.ok) throw new Error(`confirm failed: ${res.status}`);
  return res.json();
}
