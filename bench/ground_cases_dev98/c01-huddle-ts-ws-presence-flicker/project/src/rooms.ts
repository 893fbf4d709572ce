import { WebSocket } from "ws";

/** Room membership in both directions, so a closing socket can leave every room at once. */
export class RoomRegistry {
  private readonly rooms = new Map<string, Set<WebSocket>>();
  private readonly memberOf = new Map<WebSocket, Set<string>>();

  join(room: string, ws: WebSocket): void {
    let sockets = this.rooms.get(room);
    if (!sockets) {
      sockets = new Set();
      this.rooms.set(room, sockets);
    }
    sockets.add(ws);
    let joined = this.memberOf.get(ws);
    if (!joined) {
      joined = new Set();
      this.memberOf.set(ws, joined);
    }
    joined.add(room);
  }

  leave(room: string, ws: WebSocket): void {
    const sockets = this.rooms.get(room);
    sockets?.delete(ws);
    if (sockets && sockets.size === 0) this.rooms.delete(room);
    this.memberOf.get(ws)?.delete(room);
  }

  leaveAll(ws: WebSocket): void {
    for (const room of this.memberOf.get(ws) ?? []) {
      const sockets = this.rooms.get(room);
      sockets?.delete(ws);
      if (sockets && sockets.size === 0) this.rooms.delete(room);
    }
    this.memberOf.delete(ws);
  }

  members(room: string): number {
    return this.rooms.get(room)?.size ?? 0;
  }

  broadcast(room: string, payload: string, except?: WebSocket): number {
    const sockets = this.rooms.get(room);
    if (!sockets) return 0;
    let sent = 0;
    for (const ws of sockets) {
      // a socket that is closing stays in the room until its "close" event fires
      if (ws === except || ws.readyState !== WebSocket.OPEN) continue;
      ws.send(payload);
      sent += 1;
    }
    return sent;
  }
}
