// Who is in which whiteboard room.

export class Room {
  constructor(id) {
    this.id = id;
    this.members = new Map(); // ws -> { userId, color }
  }

  users() {
    return [...this.members.values()].map(({ userId, color }) => ({ userId, color }));
  }

  broadcast(message, except) {
    const data = JSON.stringify(message);
    for (const ws of this.members.keys()) {
      if (ws !== except && ws.readyState === 1) ws.send(data);
    }
  }
}

export class RoomRegistry {
  constructor() {
    this.rooms = new Map();
  }

  join(roomId, ws, member) {
    let room = this.rooms.get(roomId);
    if (!room) {
      room = new Room(roomId);
      this.rooms.set(roomId, room);
    }
    room.members.set(ws, member);
    return room;
  }

  /** Removes ws from the room; returns the room if anyone is still in it. */
  leave(roomId, ws) {
    const room = this.rooms.get(roomId);
    if (!room) return null;
    room.members.delete(ws);
    if (room.members.size === 0) {
      this.rooms.delete(roomId);
      return null;
    }
    return room;
  }
}
