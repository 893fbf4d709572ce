import { createServer } from "node:http";
import pino from "pino";
import { loadConfig } from "./config.js";
import { fanOut } from "./relay.js";
import { verify } from "./signature.js";

const log = pino();
const cfg = loadConfig();

const server = createServer(async (req, res) => {
  if (req.method !== "POST" || req.url !== "/hook") {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");

  if (!verify(cfg.secret, body, req.headers["x-hub-signature-256"] as string | undefined)) {
    res.writeHead(401).end();
    return;
  }
  res.writeHead(202).end();

  const results = await fanOut(cfg, body);
  for (const r of results) {
    log.info({ target: r.target, ok: r.ok, attempts: r.deliveries.length }, "relayed");
  }
});

server.listen(cfg.port, () => log.info({ port: cfg.port }, "hookrelay listening"));
