import { EventEmitter } from "node:events";
import express from "express";
import pino from "pino";
import { EventLog } from "./eventLog.js";
import { notificationsRouter } from "./notifications.js";
import { createSseHandler } from "./sse.js";
import { MemoryStore } from "./store.js";

export function createApp({ logger = pino({ level: process.env.LOG_LEVEL ?? "info" }) } = {}) {
  const app = express();
  const store = new MemoryStore();
  const eventLog = new EventLog();
  const bus = new EventEmitter();
  bus.setMaxListeners(0); // one listener per open stream

  app.use(express.json());

  // Auth is done by the gateway; it forwards the user id as a bearer token in dev.
  app.use((req, res, next) => {
    const auth = req.get("Authorization") ?? "";
    const id = auth.startsWith("Bearer dev-") ? auth.slice("Bearer dev-".length) : req.get("X-User-Id");
    if (!id) return res.status(401).json({ error: "unauthenticated" });
    req.user = { id };
    next();
  });

  app.get("/events", createSseHandler({ eventLog, bus, logger }));
  app.use("/notifications", notificationsRouter({ store, eventLog, bus }));

  app.use((err, req, res, _next) => {
    logger.error({ err, path: req.path }, "unhandled error");
    res.status(500).json({ error: "internal" });
  });

  return { app, store, eventLog, bus };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { app } = createApp();
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`notify-api on :${port}`));
}
