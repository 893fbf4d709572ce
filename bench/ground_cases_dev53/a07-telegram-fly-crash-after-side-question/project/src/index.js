import express from "express";
import { Telegraf } from "telegraf";

import { registerPoll } from "./handlers/poll.js";
import { registerPremium } from "./handlers/premium.js";
import { db } from "./db.js";

const bot = new Telegraf(process.env.BOT_TOKEN);

bot.start((ctx) =>
  ctx.reply("Hi! Send /poll Question? | Option 1 | Option 2 to start a poll. /premium for unlimited polls.")
);
bot.help((ctx) => ctx.reply("/poll Question? | A | B | C\n/mypolls\n/premium"));

registerPoll(bot);
registerPremium(bot);

bot.catch((err, ctx) => {
  console.error(`error for update ${ctx.update.update_id}:`, err);
});

const app = express();
app.get("/healthz", async (req, res) => {
  res.json({ ok: true, polls: await db.countPolls() });
});

const port = Number(process.env.PORT) || 8080;
app.listen(port, "0.0.0.0", () => console.log(`http on 0.0.0.0:${port}`));

if (process.env.FLY_APP_NAME) {
  // on Fly: Telegram pushes updates to us, so any number of machines can run
  const domain = `${process.env.FLY_APP_NAME}.fly.dev`;
  app.use(await bot.createWebhook({ domain, path: `/tg/${process.env.BOT_TOKEN.split(":")[0]}` }));
  console.log(`bot started (webhook on ${domain})`);
} else {
  bot.launch();
  console.log("bot started (long polling)");
}

process.once("SIGINT", () => bot.stop("SIGINT"));
process.once("SIGTERM", () => bot.stop("SIGTERM"));
