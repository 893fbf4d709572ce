import express from "express";
import { commandsRouter } from "./slack/commands.js";
import { eventsRouter } from "./slack/events.js";
import { rawBody } from "./slack/rawBody.js";

const app = express();

// Slack signs the exact bytes it sent: keep them before any parser touches the body
app.use("/slack", rawBody);
app.use("/slack/commands", commandsRouter);
app.use("/slack/events", eventsRouter);

app.get("/healthz", (_req, res) => res.json({ ok: true }));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`standup-bot on :${port}`));
