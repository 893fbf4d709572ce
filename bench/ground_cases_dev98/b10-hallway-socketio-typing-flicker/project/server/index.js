import { createServer } from "node:http";
import { Server } from "socket.io";
import { Presence } from "./presence.js";
import { TypingTracker } from "./typing.js";

const httpServer = createServer();
const io = new Server(httpServer, {
  cors: { origin: process.env.WEB_ORIGIN ?? "http://localhost:5173" },
});
const presence = new Presence();
const typing = new TypingTracker(io);

// The web app puts { userId, name } in the handshake; the gateway has already checked the session.
io.use((socket, next) => {
  const { userId, name } = socket.handshake.auth ?? {};
  if (!userId) return next(new Error("unauthorized"));
  socket.data.user = { id: String(userId), name: String(name ?? userId) };
  next();
});

io.on("connection", (socket) => {
  const user = socket.data.user;
  if (presence.add(user)) io.emit("presence:update", presence.online());

  socket.on("room:join", (room) => {
    socket.join(room);
    socket.emit("typing:update", { room, users: typing.usersIn(room) });
  });

  socket.on("room:leave", (room) => {
    socket.leave(room);
    typing.stop(room, user);
  });

  socket.on("typing:start", ({ room } = {}) => {
    if (socket.rooms.has(room)) typing.start(room, user);
  });

  socket.on("typing:stop", ({ room } = {}) => typing.stop(room, user));

  socket.on("disconnect", () => {
    typing.stopEverywhere(user);
    if (presence.remove(user)) io.emit("presence:update", presence.online());
  });
});

const port = Number(process.env.PORT ?? 3001);
httpServer.listen(port, () => console.log(`hallway realtime on :${port}`));
