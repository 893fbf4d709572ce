import { send, ApiError } from './api';
import { loadQueue, saveQueue } from './storage';

export type NoteBody = { title: string; text: string; updatedAt: number };

export type Op = {
  id: string;
  noteId: string;
  kind: 'upsert' | 'delete';
  body?: NoteBody;
  at: number;
};

export class SyncQueue {
  private ops: Op[] = [];
  private flushing = false;

  async init(): Promise<void> {
    this.ops = await loadQueue();
  }

  pending(): readonly Op[] {
    return this.ops;
  }

  async enqueue(op: Op): Promise<void> {
    // Collapse repeated upserts of the same note into one request.
    const i = this.ops.findIndex((o) => o.noteId === op.noteId && o.kind === 'upsert');
    if (i >= 0 && op.kind === 'upsert') {
      this.ops[i] = op; // keep the latest content, in the original position
    } else {
      this.ops.push(op);
    }
    await saveQueue(this.ops);
  }

  /** Sends pending ops oldest first; stops at the first network error so order is kept. */
  async flush(): Promise<number> {
    if (this.flushing) return 0;
    this.flushing = true;
    let sent = 0;
    try {
      const batch = [...this.ops];
      for (const op of batch) {
        try {
          await send(op);
        } catch (e) {
          if (e instanceof ApiError && e.status >= 400 && e.status < 500) {
            this.ops = this.ops.filter((o) => o.id !== op.id); // the server rejected it: drop it
          }
          continue; // offline or 5xx: keep it for the next flush
        }
        // remove by id: an edit enqueued while sending may have replaced this slot
        if (this.ops.some((o) => o.id === op.id)) {
          this.ops = this.ops.filter((o) => o.id !== op.id);
        }
        sent++;
      }
    } finally {
      await saveQueue(this.ops);
      this.flushing = false;
    }
    return sent;
  }
}

export const syncQueue = new SyncQueue();
