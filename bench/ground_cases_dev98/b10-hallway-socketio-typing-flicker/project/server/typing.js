// Who is typing in which room. The client emits "typing:start" while the user
// types and "typing:stop" when the message is sent or the input is cleared;
// every change goes to the room as "typing:update" with the current names.

export const TYPING_TTL_MS = 3000;

export class TypingTracker {
  constructor(io) {
    this.io = io;
    this.typing = new Map(); // room -> Map<userId, name>
    this.timers = new Map(); // "room:userId" -> timeout that calls stop()
  }

  start(room, user) {
    const key = `${room}:${user.id}`;
    this.timers.set(key, setTimeout(() => this.stop(room, user), TYPING_TTL_MS));
    let users = this.typing.get(room);
    if (!users) {
      users = new Map();
      this.typing.set(room, users);
    }
    if (users.has(user.id)) return;
    users.set(user.id, user.name);
    this.#update(room);
  }

  stop(room, user) {
    const key = `${room}:${user.id}`;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    const users = this.typing.get(room);
    if (!users || !users.delete(user.id)) return;
    if (users.size === 0) this.typing.delete(room);
    this.#update(room);
  }

  stopEverywhere(user) {
    for (const room of [...this.typing.keys()]) this.stop(room, user);
  }

  usersIn(room) {
    return [...(this.typing.get(room) ?? new Map())].map(([id, name]) => ({ id, name }));
  }

  #update(room) {
    this.io.to(room).emit("typing:update", { room, users: this.usersIn(room) });
  }
}
