/** Who is online, per room. A user is online while we heard from them within the TTL. */
export const ONLINE_TTL_MS = 30_000;
const ONLINE_TTL_S = ONLINE_TTL_MS / 1000;

function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

export class PresenceTracker {
  /** userId -> epoch seconds of the last message or pong. */
  private lastSeen = new Map<string, number>();
  private rooms = new Map<string, Set<string>>();

  touch(userId: string, now = Date.now()): void {
    this.lastSeen.set(userId, toSeconds(now));
  }

  enter(room: string, userId: string, now = Date.now()): void {
    let members = this.rooms.get(room);
    if (!members) {
      members = new Set();
      this.rooms.set(room, members);
    }
    members.add(userId);
    this.touch(userId, now);
  }

  exit(room: string, userId: string): void {
    const members = this.rooms.get(room);
    if (!members) return;
    members.delete(userId);
    if (members.size === 0) this.rooms.delete(room);
  }

  isOnline(userId: string, now = Date.now()): boolean {
    const seen = this.lastSeen.get(userId);
    if (seen === undefined) return false;
    return now - seen < ONLINE_TTL_MS;
  }

  onlineIn(room: string, now = Date.now()): string[] {
    const members = this.rooms.get(room);
    if (!members) return [];
    return [...members].filter((userId) => this.isOnline(userId, now)).sort();
  }

  /** Forgets users not heard from within the TTL; returns the rooms whose list changed. */
  sweep(now = Date.now()): string[] {
    const changed = new Set<string>();
    const nowS = toSeconds(now);
    for (const [userId, seen] of this.lastSeen) {
      if (nowS - seen >= ONLINE_TTL_S) {
        this.lastSeen.delete(userId);
        for (const [room, members] of this.rooms) {
          if (members.delete(userId)) changed.add(room);
        }
      }
    }
    return [...changed];
  }
}
