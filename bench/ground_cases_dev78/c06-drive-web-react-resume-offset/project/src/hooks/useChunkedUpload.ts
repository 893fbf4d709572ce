import { useCallback, useState } from 'react';
import { completeSession, createSession, getSession, putChunk, UploadSession } from '../api/uploads';

async function withRetry<T>(fn: () => Promise<T>, times = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= times) throw err;
      await new Promise((r) => setTimeout(r, 1000 * 2 ** (attempt - 1)));
    }
  }
}

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  session: UploadSession;
  name: string;
  progress: number;
  status: UploadStatus;
}

export function useChunkedUpload() {
  const [items, setItems] = useState<Record<string, UploadItem>>({});

  const patch = (id: string, p: Partial<UploadItem>) =>
    setItems((prev) => ({ ...prev, [id]: { ...prev[id], ...p } }));

  const upload = useCallback(async (file: File, resumeId?: string) => {
    const session = resumeId ? await getSession(resumeId) : await createSession(file);
    setItems((prev) => ({ ...prev, [session.id]: { session, name: file.name, progress: 0, status: 'uploading' } }));
    let offset = 0;
    try {
      while (offset < file.size) {
        const end = Math.min(offset + session.chunkSize, file.size);
        await withRetry(() => putChunk(session.id, offset, file.slice(offset, end)));
        offset = end;
        patch(session.id, { progress: Math.floor((offset / file.size) * 100) });
      }
      await completeSession(session.id);
      patch(session.id, { status: 'done', progress: 100 });
    } catch (err) {
      console.error(err);
      patch(session.id, { status: 'error' });
    }
  }, []);

  return { items, upload };
}
