import { WebSocketServer } from "ws";
import { RoomRegistry } from "./rooms.js";

const PORT = Number(process.env.PORT ?? 7070);
const MAX_CLIENTS = Number(process.env.MAX_CLIENTS ?? 2000);
const COLORS = ["#e8590c", "#1c7ed6", "#2f9e44", "#ae3ec9", "#f08c00", "#0ca678"];

function pickColor(userId) {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length];
}

const rooms = new RoomRegistry();
const wss = new WebSocketServer({ port: PORT });

wss.on("connection", (ws, req) => {
  if (wss.clients.size > MAX_CLIENTS) {
    // over capacity: ask the client to come back later
    ws.close(1013, "try again later");
    return;
  }
  const url = new URL(req.url, "http://localhost");
  const roomId = url.searchParams.get("room");
  const userId = url.searchParams.get("user");
  if (!roomId || !userId) {
    ws.close(4400, "room and user required");
    return;
  }
  const room = rooms.join(roomId, ws, { userId, color: pickColor(userId) });
  ws.send(JSON.stringify({ type: "welcome", users: room.users() }));

  ws.on("message", (raw) => {
    let msg;
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    if (msg.type === "cursor") room.broadcast({ type: "cursor", userId, x: msg.x, y: msg.y }, ws);
  });

  ws.on("close", () => {
    const rest = rooms.leave(roomId, ws);
    rest?.broadcast({ type: "leave", userId });
  });
});

console.log(`sketchroom socket on :${PORT} (max ${MAX_CLIENTS} clients)`);
