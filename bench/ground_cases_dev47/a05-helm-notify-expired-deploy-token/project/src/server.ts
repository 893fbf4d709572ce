import express from "express";
import { Queue } from "bullmq";
import { logger } from "./logger";
import { sendCampaign } from "./campaigns";

const app = express();
app.use(express.json({ limit: "256kb" }));

const queue = new Queue("notify", { connection: { url: process.env.QUEUE_URL } });

app.get("/healthz", async (_req, res) => {
  try {
    await queue.client.then((c) => c.ping());
    res.send("ok");
  } catch (err) {
    logger.error({ err }, "healthz: redis unreachable");
    res.status(503).send("redis");
  }
});

app.post("/campaigns/:id/send", async (req, res) => {
  const id = Number(req.params.id);
  if (!Number.isInteger(id)) {
    res.status(400).json({ error: "bad id" });
    return;
  }
  const jobs = await sendCampaign(queue, id);
  res.status(202).json({ queued: jobs });
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => logger.info({ port }, "notify listening"));
