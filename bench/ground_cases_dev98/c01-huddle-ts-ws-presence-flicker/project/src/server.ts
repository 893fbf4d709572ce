import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import { loadConfig } from "./config.js";
import { startHeartbeat } from "./heartbeat.js";
import { PresenceTracker } from "./presence.js";
import { encode, parseClientMessage, ProtocolError } from "./protocol.js";
import { RoomRegistry } from "./rooms.js";

type UserSocket = WebSocket & { userId?: string };

const config = loadConfig();
const rooms = new RoomRegistry();
const http = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("huddle ok\n");
});
const wss = new WebSocketServer({
  server: http,
  maxPayload: config.maxPayloadBytes,
  verifyClient: ({ origin }) => !origin || config.allowedOrigins.includes(origin),
});

const presence = new PresenceTracker(config.presenceTimeoutMs, (userId, status) => {
  const payload = encode({ type: "presence", userId, status });
  for (const client of wss.clients) client.send(payload);
});

function userIdFrom(req: IncomingMessage): string | null {
  const url = new URL(req.url ?? "/", "http://localhost");
  const token = url.searchParams.get("token");
  // dev tokens look like "u_<id>"; real tokens are checked by the gateway in front of us
  if (!token || !token.startsWith("u_")) return null;
  return token.slice(2);
}

wss.on("connection", (ws: UserSocket, req) => {
  const userId = userIdFrom(req);
  if (!userId) {
    ws.close(4401, "unauthorized");
    return;
  }
  ws.userId = userId;
  presence.join(userId);
  ws.send(encode({ type: "welcome", userId, presence: presence.snapshot() }));

  ws.on("message", (data) => {
    presence.touch(userId);
    let msg;
    try {
      msg = parseClientMessage(data.toString());
    } catch (err) {
      if (err instanceof ProtocolError) {
        ws.send(encode({ type: "error", code: err.code, message: err.message }));
        return;
      }
      throw err;
    }
    switch (msg.type) {
      case "join":
        rooms.join(msg.room, ws);
        break;
      case "leave":
        rooms.leave(msg.room, ws);
        break;
      case "say":
        rooms.broadcast(
          msg.room,
          encode({
            type: "said",
            room: msg.room,
            from: userId,
            text: msg.text,
            id: randomUUID(),
            clientMsgId: msg.clientMsgId,
            at: Date.now(),
          }),
        );
        break;
      case "typing":
        // everyone in the room except the typist
        rooms.broadcast(msg.room, encode({ type: "typing", room: msg.room, userId, active: msg.active }), ws);
        break;
    }
  });

  ws.on("close", () => {
    rooms.leaveAll(ws);
    presence.leave(userId);
  });
});

const stopHeartbeat = startHeartbeat(wss, presence, config.heartbeatIntervalMs);
const sweeper = setInterval(() => presence.sweep(), config.sweepIntervalMs);
sweeper.unref();

http.listen(config.port, () => {
  console.log(`huddle listening on :${config.port}`);
});

process.on("SIGTERM", () => {
  stopHeartbeat();
  clearInterval(sweeper);
  wss.close();
  http.close();
});
