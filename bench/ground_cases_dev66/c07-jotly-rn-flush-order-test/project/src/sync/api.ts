import type { Op } from './syncQueue';

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

const BASE = 'https://api.jotly.app/v1';

export async function send(op: Op): Promise<void> {
  const res = await fetch(`${BASE}/notes/${op.noteId}`, {
    method: op.kind === 'delete' ? 'DELETE' : 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: op.kind === 'delete' ? undefined : JSON.stringify(op.body),
  });
  if (!res.ok) {
    throw new ApiError(res.status, await res.text());
  }
}
