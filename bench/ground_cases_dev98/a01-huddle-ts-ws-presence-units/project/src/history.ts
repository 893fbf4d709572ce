import type { ChatLine } from "./protocol.js";

const REPLAY_WITHOUT_SEQ = 50;

/** The last `capacity` lines of one room, numbered by a per-room sequence. */
export class RoomHistory {
  private lines: ChatLine[] = [];
  private nextSeq = 1;

  constructor(private readonly capacity = 200) {}

  /** Appends a line; a resend of a clientId this user already used returns the stored line. */
  append(room: string, userId: string, text: string, clientId: string, at = Date.now()): { line: ChatLine; fresh: boolean } {
    const earlier = this.lines.find((line) => line.clientId === clientId && line.userId === userId);
    if (earlier) return { line: earlier, fresh: false };
    const line: ChatLine = { seq: this.nextSeq++, room, userId, text, at, clientId };
    this.lines.push(line);
    if (this.lines.length > this.capacity) {
      this.lines.splice(0, this.lines.length - this.capacity);
    }
    return { line, fresh: true };
  }

  since(lastSeq: number | undefined): ChatLine[] {
    if (lastSeq === undefined) return this.lines.slice(-REPLAY_WITHOUT_SEQ);
    return this.lines.filter((line) => line.seq > lastSeq);
  }

  get latestSeq(): number {
    return this.nextSeq - 1;
  }

  get size(): number {
    return this.lines.length;
  }
}

export class HistoryStore {
  private rooms = new Map<string, RoomHistory>();

  constructor(private readonly capacity = 200) {}

  room(name: string): RoomHistory {
    let history = this.rooms.get(name);
    if (!history) {
      history = new RoomHistory(this.capacity);
      this.rooms.set(name, history);
    }
    return history;
  }
}
