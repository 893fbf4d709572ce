import { randomUUID } from "node:crypto";

// In-memory notification store. Production uses the same interface over
// Postgres (see the infra repository); tests and local dev use this one.
export class MemoryStore {
  constructor() {
    this.items = new Map();
  }

  async create(userId, { kind = "info", title, body = "" }) {
    const n = { id: randomUUID(), userId, kind, title, body, read: false, createdAt: new Date().toISOString() };
    this.items.set(n.id, n);
    return n;
  }

  async get(id) {
    return this.items.get(id) ?? null;
  }

  async list(userId, { unreadOnly = false } = {}) {
    return [...this.items.values()]
      .filter((n) => n.userId === userId && (!unreadOnly || !n.read))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async markRead(id) {
    const n = this.items.get(id);
    if (!n) return false;
    n.read = true;
    return true;
  }

  async unreadCount(userId) {
    return (await this.list(userId, { unreadOnly: true })).length;
  }
}
