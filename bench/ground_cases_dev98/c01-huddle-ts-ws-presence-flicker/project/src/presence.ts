export type PresenceStatus = "online" | "away" | "offline";

export interface PresenceEntry {
  userId: string;
  status: PresenceStatus;
  sockets: number;
  connectedAt: number;
  lastSeen: number;
}

export type PresenceListener = (userId: string, status: PresenceStatus) => void;

/**
 * Who is online. A user can have several sockets (tabs, phone + laptop); they are
 * "offline" only when the last one closes, and "away" when nothing was heard from
 * any of them (message or pong) for `timeoutMs`.
 */
export class PresenceTracker {
  private readonly entries = new Map<string, PresenceEntry>();

  constructor(
    private readonly timeoutMs: number,
    private readonly onChange: PresenceListener,
  ) {}

  join(userId: string, now = Date.now()): void {
    const entry = this.entries.get(userId);
    if (entry) {
      entry.sockets += 1;
      this.touch(userId, now);
      return;
    }
    this.entries.set(userId, { userId, status: "online", sockets: 1, connectedAt: now, lastSeen: now });
    this.onChange(userId, "online");
  }

  touch(userId: string, now = Date.now()): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    entry.lastSeen = now;
    if (entry.status !== "online") {
      entry.status = "online";
      this.onChange(userId, "online");
    }
  }

  leave(userId: string): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    entry.sockets -= 1;
    if (entry.sockets > 0) return;
    this.entries.delete(userId);
    this.onChange(userId, "offline");
  }

  sweep(now = Date.now()): void {
    for (const entry of this.entries.values()) {
      if (entry.status === "online" && now - entry.connectedAt > this.timeoutMs) {
        entry.status = "away";
        this.onChange(entry.userId, "away");
      }
    }
  }

  statusOf(userId: string): PresenceStatus {
    return this.entries.get(userId)?.status ?? "offline";
  }

  snapshot(): Array<{ userId: string; status: PresenceStatus }> {
    return [...this.entries.values()].map(({ userId, status }) => ({ userId, status }));
  }
}
