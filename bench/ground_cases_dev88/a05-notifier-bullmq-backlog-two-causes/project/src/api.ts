import express from "express";
import { connection, emailQueue } from "./queues.js";

const app = express();
app.use(express.json());

app.post("/v1/emails", async (req, res) => {
  const { to, template, data } = req.body ?? {};
  if (typeof to !== "string" || !["reset", "receipt"].includes(template)) {
    res.status(400).json({ error: "to and template (reset|receipt) are required" });
    return;
  }
  const job = await emailQueue.add(template, { to, template, data: data ?? {} }, { priority: 1 });
  res.status(202).json({ id: job.id });
});

app.get("/v1/queue", async (_req, res) => {
  const counts = await emailQueue.getJobCounts("waiting", "active", "delayed", "failed");
  res.json(counts);
});

app.get("/healthz", async (_req, res) => {
  try {
    await connection.ping();
    res.json({ ok: true });
  } catch (err) {
    res.status(503).json({ ok: false, error: (err as Error).message });
  }
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`api on :${port}`));
