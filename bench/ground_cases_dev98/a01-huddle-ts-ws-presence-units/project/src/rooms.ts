import { WebSocket } from "ws";
import { encode, type ServerMessage } from "./protocol.js";

/** Which sockets are in which room. A user with two tabs has two sockets. */
export class RoomRegistry {
  private rooms = new Map<string, Set<WebSocket>>();

  join(room: string, ws: WebSocket): void {
    let members = this.rooms.get(room);
    if (!members) {
      members = new Set();
      this.rooms.set(room, members);
    }
    members.add(ws);
  }

  leave(room: string, ws: WebSocket): void {
    const members = this.rooms.get(room);
    if (!members) return;
    members.delete(ws);
    if (members.size === 0) this.rooms.delete(room);
  }

  size(room: string): number {
    return this.rooms.get(room)?.size ?? 0;
  }

  broadcast(room: string, msg: ServerMessage, except?: WebSocket): number {
    const members = this.rooms.get(room);
    if (!members) return 0;
    const payload = encode(msg);
    let sent = 0;
    for (const ws of members) {
      if (ws === except || ws.readyState !== WebSocket.OPEN) continue;
      ws.send(payload);
      sent++;
    }
    return sent;
  }
}
