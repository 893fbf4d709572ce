import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import { WebSocketServer, type WebSocket } from "ws";
import { config } from "./config.js";
import { encode, parseFrame, ProtocolError } from "./protocol.js";
import { PresenceTracker } from "./presence.js";
import { Rooms } from "./rooms.js";

const rooms = new Rooms();
const presence = new PresenceTracker((room, online) => {
  rooms.broadcast(room, { type: "presence", room, online });
});

interface Conn {
  userId: string;
  alive: boolean;
}
const conns = new Map<WebSocket, Conn>();

function userFromRequest(url: string | undefined): string | null {
  const params = new URL(url ?? "/", "http://localhost").searchParams;
  return params.get("user");
}

const http = createServer();
const wss = new WebSocketServer({ server: http });

wss.on("connection", (socket, req) => {
  const userId = userFromRequest(req.url);
  if (!userId) {
    socket.close(4001, "user is required");
    return;
  }
  conns.set(socket, { userId, alive: true });

  socket.on("pong", () => {
    const conn = conns.get(socket);
    if (!conn) return;
    conn.alive = true;
    presence.touch(conn.userId, Date.now());
  });

  socket.on("message", (data) => {
    const conn = conns.get(socket)!;
    presence.touch(conn.userId, Date.now());
    let frame;
    try {
      frame = parseFrame(data.toString());
    } catch (err) {
      if (err instanceof ProtocolError) {
        socket.send(encode({ type: "error", code: err.code, message: err.message }));
        return;
      }
      throw err;
    }
    switch (frame.type) {
      case "join":
        rooms.add(frame.room, socket, conn.userId);
        presence.join(conn.userId, frame.room, Date.now());
        socket.send(encode({ type: "joined", room: frame.room, members: rooms.members(frame.room) }));
        break;
      case "leave":
        rooms.remove(frame.room, socket);
        presence.leave(conn.userId, frame.room);
        break;
      case "say":
        rooms.broadcast(frame.room, {
          type: "message", room: frame.room, from: conn.userId, text: frame.text, id: randomUUID(), at: Date.now(),
        });
        break;
      case "typing":
        rooms.broadcast(frame.room, { type: "typing", room: frame.room, user: conn.userId }, { except: socket });
        break;
      case "ping":
        socket.send(encode({ type: "pong" }));
        break;
    }
  });

  socket.on("close", () => {
    const conn = conns.get(socket);
    conns.delete(socket);
    for (const room of rooms.removeEverywhere(socket)) {
      if (conn) presence.leave(conn.userId, room);
    }
  });
});

// ws answers pings on its own, but it never sends them: ping every socket and
// drop the ones that did not answer the previous ping.
setInterval(() => {
  for (const [socket, conn] of conns) {
    if (!conn.alive) {
      socket.terminate();
      continue;
    }
    conn.alive = false;
    socket.ping();
  }
}, config.heartbeatIntervalMs);

setInterval(() => {
  presence.sweep(Date.now());
}, config.presenceSweepMs);

http.listen(config.port, () => {
  console.log(`chatd listening on :${config.port}`);
});
