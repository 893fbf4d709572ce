import { createServer } from "node:http";

import { installUrl } from "./config.js";
import { logger } from "./logger.js";
import { sendDigest, type Alert } from "./notify/digest.js";
import { postMessage } from "./slack/client.js";

const server = createServer(async (req, res) => {
  if (req.method === "GET" && req.url?.startsWith("/slack/install")) {
    res.writeHead(302, { Location: installUrl(crypto.randomUUID()) }).end();
    return;
  }
  if (req.method === "POST" && req.url === "/alerts") {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const alert = JSON.parse(raw) as Alert;
    const r = await postMessage({ channel: "#ops-alerts", text: `:rotating_light: ${alert.title}` });
    res.writeHead(r.ok ? 202 : 502).end();
    return;
  }
  if (req.method === "POST" && req.url === "/digest") {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const sent = await sendDigest(JSON.parse(raw) as Alert[]);
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ sent }));
    return;
  }
  res.writeHead(404).end();
});

server.listen(Number(process.env.PORT ?? 8080), () => logger.info("alert-relay listening"));
