// Who is online. A user with several tabs has several sockets; they are online
// while at least one is connected.

export class Presence {
  constructor() {
    this.sockets = new Map(); // userId -> number of open sockets
    this.names = new Map(); // userId -> display name
  }

  // Returns true when the user just came online.
  add(user) {
    const n = this.sockets.get(user.id) ?? 0;
    this.sockets.set(user.id, n + 1);
    this.names.set(user.id, user.name);
    return n === 0;
  }

  // Returns true when the user just went offline.
  remove(user) {
    const n = this.sockets.get(user.id) ?? 0;
    if (n <= 1) {
      this.sockets.delete(user.id);
      this.names.delete(user.id);
      return n === 1;
    }
    this.sockets.set(user.id, n - 1);
    return false;
  }

  online() {
    return [...this.sockets.keys()]
      .map((id) => ({ id, name: this.names.get(id) }))
      .sort((a, b) => a.name.localeCompare(b.name, "ja"));
  }

  isOnline(userId) {
    return this.sockets.has(userId);
  }
}
