const BASE = import.meta.env.VITE_API_BASE ?? 'http://localhost:8080';

export interface UploadSession {
  id: string;
  key: string;
  chunkSize: number;
  received: number;
}

export async function createSession(file: File): Promise<UploadSession> {
  const res = await fetch(`${BASE}/uploads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: encodeURIComponent(file.name), size: file.size, type: file.type }),
  });
  if (!res.ok) throw new Error(`create session failed: ${res.status}`);
  return res.json();
}

export async function getSession(id: string): Promise<UploadSession> {
  const res = await fetch(`${BASE}/uploads/${id}`);
  if (!res.ok) throw new Error(`get session failed: ${res.status}`);
  return res.json();
}

export async function putChunk(id: string, offset: number, blob: Blob): Promise<void> {
  const res = await fetch(`${BASE}/uploads/${id}/chunks?offset=${offset}`, { method: 'PUT', body: blob });
  if (!res.ok) throw new Error(`chunk at ${offset} failed: ${res.status}`);
}

export async function completeSession(id: string): Promise<void> {
  const res = await fetch(`${BASE}/uploads/${id}/complete`, { method: 'POST' });
  if (!res.ok) throw new Error(`complete failed: ${res.status}`);
}
