import { createServer } from "node:http";

import { pullRequestCard, workflowCard } from "./cards.js";
import { config, isAllowed, isMuted } from "./config.js";
import { sendCard } from "./feishu.js";
import { eventKind, verifySignature, type PullRequestEvent, type WorkflowRunEvent } from "./github.js";
import { logger } from "./logger.js";

const server = createServer(async (req, res) => {
  if (req.method !== "POST" || req.url !== "/github") {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (!verifySignature(raw, req.headers["x-hub-signature-256"] as string | undefined)) {
    res.writeHead(401).end("bad signature");
    return;
  }
  const payload = JSON.parse(raw.toString("utf8"));
  const kind = eventKind(req.headers);
  res.writeHead(202).end();

  if (!isAllowed(payload.repository?.full_name ?? "")) return;
  let card = null;
  if (kind === "pull_request" && !isMuted((payload as PullRequestEvent).pull_request.labels)) {
    card = pullRequestCard(payload as PullRequestEvent);
  } else if (kind === "workflow_run") {
    card = workflowCard(payload as WorkflowRunEvent);
  }
  if (card) {
    sendCard(card).catch((err) => logger.error({ err, kind }, "forward failed"));
  }
});

server.listen(config.port, () => logger.info({ port: config.port }, "gh-feishu-bridge listening"));
