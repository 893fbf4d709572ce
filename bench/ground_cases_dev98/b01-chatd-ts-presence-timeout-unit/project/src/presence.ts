// Who is online. A user counts as online while we have heard from them recently:
// any frame or a pong refreshes lastSeen; sweep() drops users we have not heard from.

import { config } from "./config.js";

export interface PresenceEntry {
  userId: string;
  /** room -> number of open connections (tabs) in it */
  rooms: Map<string, number>;
  lastSeen: number;
}

export type PresenceListener = (room: string, online: string[]) => void;

export class PresenceTracker {
  private entries = new Map<string, PresenceEntry>();

  constructor(private onChange: PresenceListener = () => {}) {}

  join(userId: string, room: string, now: number): void {
    const entry = this.entries.get(userId) ?? { userId, rooms: new Map<string, number>(), lastSeen: now };
    entry.rooms.set(room, (entry.rooms.get(room) ?? 0) + 1);
    entry.lastSeen = now;
    this.entries.set(userId, entry);
    this.onChange(room, this.online(room));
  }

  leave(userId: string, room: string): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    const left = (entry.rooms.get(room) ?? 0) - 1;
    if (left > 0) {
      entry.rooms.set(room, left);
      return;
    }
    entry.rooms.delete(room);
    if (entry.rooms.size === 0) this.entries.delete(userId);
    this.onChange(room, this.online(room));
  }

  touch(userId: string, now: number): void {
    const entry = this.entries.get(userId);
    if (entry) entry.lastSeen = now;
  }

  sweep(now: number): string[] {
    const dropped: string[] = [];
    for (const entry of this.entries.values()) {
      if (now - entry.lastSeen > config.presenceTimeoutSec) {
        dropped.push(entry.userId);
        this.entries.delete(entry.userId);
        for (const room of entry.rooms.keys()) this.onChange(room, this.online(room));
      }
    }
    return dropped;
  }

  online(room: string): string[] {
    const users: string[] = [];
    for (const entry of this.entries.values()) {
      if (entry.rooms.has(room)) users.push(entry.userId);
    }
    return users.sort();
  }
}
