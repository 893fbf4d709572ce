import { createServer } from "node:http";
import { WebSocketServer, WebSocket } from "ws";
import { authenticate } from "./auth.js";
import { HistoryStore } from "./history.js";
import { PresenceTracker } from "./presence.js";
import { encode, parseClientMessage, type ServerMessage } from "./protocol.js";
import { RoomRegistry } from "./rooms.js";

const PORT = Number(process.env.PORT ?? 8080);
const HEARTBEAT_MS = 15_000;
const SWEEP_MS = 10_000;
const TYPING_THROTTLE_MS = 2_000;

interface Client extends WebSocket {
  userId: string;
  isAlive: boolean;
  joined: Set<string>;
}

const rooms = new RoomRegistry();
const presence = new PresenceTracker();
const history = new HistoryStore(500);

function send(ws: WebSocket, msg: ServerMessage): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(encode(msg));
}

function announce(room: string): void {
  rooms.broadcast(room, { type: "presence", room, online: presence.onlineIn(room) });
}

const http = createServer((req, res) => {
  if (req.url === "/healthz") {
    res.writeHead(200).end("ok");
    return;
  }
  res.writeHead(404).end();
});

const MAX_PAYLOAD_BYTES = 64 * 1024;

const wss = new WebSocketServer({ server: http, path: "/ws", maxPayload: MAX_PAYLOAD_BYTES });

wss.on("connection", (socket, req) => {
  const userId = authenticate(req);
  if (!userId) {
    socket.close(4401, "unauthorized");
    return;
  }
  const ws = socket as Client;
  ws.userId = userId;
  ws.isAlive = true;
  ws.joined = new Set();
  const lastTyping = new Map<string, number>();

  ws.on("error", (err) => {
    // ws closes the socket with 1009 itself; we only want to know who it was
    if (err.message.includes("Max payload size exceeded")) {
      console.warn(`huddle: ${userId} sent a frame over ${MAX_PAYLOAD_BYTES} bytes, closing`);
    } else {
      console.warn(`huddle: socket error for ${userId}: ${err.message}`);
    }
  });

  ws.on("pong", () => {
    ws.isAlive = true;
    presence.touch(userId);
  });

  ws.on("message", (data) => {
    const msg = parseClientMessage(data.toString());
    if (!msg) {
      send(ws, { type: "error", code: "bad_message", message: "could not parse message" });
      return;
    }
    presence.touch(userId);
    switch (msg.type) {
      case "join": {
        rooms.join(msg.room, ws);
        ws.joined.add(msg.room);
        presence.enter(msg.room, userId);
        send(ws, {
          type: "joined",
          room: msg.room,
          online: presence.onlineIn(msg.room),
          history: history.room(msg.room).since(msg.lastSeq),
        });
        announce(msg.room);
        break;
      }
      case "leave": {
        rooms.leave(msg.room, ws);
        ws.joined.delete(msg.room);
        presence.exit(msg.room, userId);
        announce(msg.room);
        break;
      }
      case "say": {
        if (!ws.joined.has(msg.room)) {
          send(ws, { type: "error", code: "not_in_room", message: `join ${msg.room} first` });
          return;
        }
        const { line, fresh } = history.room(msg.room).append(msg.room, userId, msg.text, msg.clientId);
        send(ws, { type: "ack", room: msg.room, clientId: msg.clientId, seq: line.seq });
        if (fresh) rooms.broadcast(msg.room, { type: "line", room: msg.room, line });
        break;
      }
      case "typing": {
        if (!ws.joined.has(msg.room)) return;
        const now = Date.now();
        if (now - (lastTyping.get(msg.room) ?? 0) < TYPING_THROTTLE_MS) return;
        lastTyping.set(msg.room, now);
        rooms.broadcast(msg.room, { type: "typing", room: msg.room, userId }, ws);
        break;
      }
    }
  });

  ws.on("close", () => {
    for (const room of ws.joined) {
      rooms.leave(room, ws);
      presence.exit(room, userId);
      announce(room);
    }
  });
});

const heartbeat = setInterval(() => {
  for (const client of wss.clients) {
    const ws = client as Client;
    if (!ws.isAlive) {
      ws.terminate();
      continue;
    }
    ws.isAlive = false;
    ws.ping();
  }
}, HEARTBEAT_MS);

const sweeper = setInterval(() => {
  for (const room of presence.sweep()) announce(room);
}, SWEEP_MS);

wss.on("close", () => {
  clearInterval(heartbeat);
  clearInterval(sweeper);
});

http.listen(PORT, () => console.log(`huddle listening on :${PORT}`));
