import express from "express";
import cron from "node-cron";

import { handleCommand, type Store } from "./commands.js";
import { loadConfig } from "./config.js";
import { sendText, verifySignature } from "./feishu.js";
import { currentOnCall, type Override } from "./schedule.js";

const cfg = loadConfig();
const overrides: Override[] = [];
const store: Store = {
  overrides: async () => overrides,
  addOverride: async (o) => {
    overrides.push(o);
  },
};

const app = express();
app.use(express.text({ type: "*/*" }));

app.post("/feishu/events", async (req, res) => {
  const raw = req.body as string;
  if (!verifySignature(cfg, req.headers as Record<string, string>, raw)) {
    res.status(401).end();
    return;
  }
  const event = JSON.parse(raw);
  if (event.type === "url_verification") {
    res.json({ challenge: event.challenge });
    return;
  }
  res.json({});
  const message = event.event?.message;
  if (message?.message_type !== "text") {
    return;
  }
  const text = JSON.parse(message.content).text.replace(/@_user_\d+\s*/g, "");
  const reply = await handleCommand({ senderId: event.event.sender.sender_id.open_id, text }, cfg, store);
  await sendText(cfg, message.chat_id, reply);
});

cron.schedule(
  cfg.announceCron,
  async () => {
    const who = currentOnCall(cfg.rotation, overrides);
    await sendText(cfg, cfg.chatId, `本周值班交接：<at user_id="${who}"></at> 接班，辛苦了`);
  },
  { timezone: "Asia/Shanghai" },
);

app.listen(Number(process.env.PORT ?? 3000), () => {
  console.log("oncall-bot listening");
});
