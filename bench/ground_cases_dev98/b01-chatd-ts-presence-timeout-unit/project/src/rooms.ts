import type { WebSocket } from "ws";
import { encode, type ServerFrame } from "./protocol.js";

// Sockets per room. A socket may be in several rooms; a user may have several sockets.

export class Rooms {
  private sockets = new Map<string, Set<WebSocket>>();
  private userOf = new WeakMap<WebSocket, string>();

  add(room: string, socket: WebSocket, userId: string): void {
    let set = this.sockets.get(room);
    if (!set) {
      set = new Set();
      this.sockets.set(room, set);
    }
    set.add(socket);
    this.userOf.set(socket, userId);
  }

  remove(room: string, socket: WebSocket): void {
    const set = this.sockets.get(room);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(room);
  }

  removeEverywhere(socket: WebSocket): string[] {
    const left: string[] = [];
    for (const [room, set] of this.sockets) {
      if (set.delete(socket)) left.push(room);
      if (set.size === 0) this.sockets.delete(room);
    }
    return left;
  }

  broadcast(room: string, frame: ServerFrame, opts: { except?: WebSocket } = {}): number {
    const set = this.sockets.get(room);
    if (!set) return 0;
    const data = encode(frame);
    let sent = 0;
    for (const socket of set) {
      if (socket === opts.except) continue;
      if (socket.readyState === socket.OPEN) {
        socket.send(data);
        sent++;
      }
    }
    return sent;
  }

  members(room: string): string[] {
    const set = this.sockets.get(room);
    if (!set) return [];
    return [...new Set([...set].map((s) => this.userOf.get(s) ?? "?"))].sort();
  }
}
