const API = import.meta.env.VITE_API_URL;

// Asks the API for a presigned URL, then PUTs the file straight to storage.
export async function uploadPhoto(file, userId) {
  const res = await fetch(`${API}/uploads`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-user-id': userId },
    body: JSON.stringify({ filename: file.name, contentType: file.type }),
  });
  if (!res.ok) throw new Error(`presign failed: ${res.status}`);
  const { key, url, publicUrl } = await res.json();

  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': file.type },
    body: file,
  });
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  return { key, publicUrl };
}

export async function deletePhoto(key) {
  const res = await fetch(`${API}/uploads/${encodeURIComponent(key)}`, {
    method: 'DELETE',
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`delete failed: ${res.status}`);
}

export function thumbnailUrl(publicUrl, width = 320) {
  return `${publicUrl}?w=${width}`;
}
