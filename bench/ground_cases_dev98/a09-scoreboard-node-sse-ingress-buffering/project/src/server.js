import compression from "compression";
import express from "express";
import { fileURLToPath } from "node:url";
import { ScoreBoard } from "./scores.js";
import { sseHandler } from "./sse.js";

const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

function isEventStream(res) {
  return String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream");
}

export function createApp(board = new ScoreBoard()) {
  const app = express();
  // never gzip the event stream: compression buffers until its chunk is full
  app.use(compression({ filter: (req, res) => !isEventStream(res) && compression.filter(req, res) }));
  app.use(express.json({ limit: "16kb" }));
  app.use(express.static(PUBLIC_DIR, { maxAge: "5m" }));

  app.get("/events", sseHandler(board));

  app.post("/admin/score", (req, res) => {
    if (req.get("Authorization") !== `Bearer ${process.env.ADMIN_TOKEN}`) return res.sendStatus(401);
    try {
      res.json(board.upsert(req.body));
    } catch (err) {
      res.status(400).json({ error: err.message });
    }
  });

  app.get("/healthz", (req, res) => res.send("ok"));
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  createApp().listen(port, () => console.log(`scoreboard on :${port}`));
}
