import { Markup } from "telegraf";
import { db } from "../db.js";

const PRICE_STARS = 190; // ~ $2.99
const FREE_POLLS_PER_MONTH = 5;

export function upgradeText(used) {
  return [
    `You've used ${used} of ${FREE_POLLS_PER_MONTH} free polls this month.`,
    "",
    "PollBot Premium is $2.99 a month (190 ⭐) and gives you:",
    "• unlimited polls",
    "• anonymous voting",
    "• CSV export of results",
    "",
    "No pressure - your free polls reset on the 1st.",
  ].join("\n");
}

export function upgradeKeyboard() {
  return Markup.inlineKeyboard([
    [Markup.button.callback("Upgrade with Telegram Stars", "premium:buy")],
    [Markup.button.callback("Maybe later", "premium:later")],
  ]);
}

async function showUpgrade(ctx) {
  const used = await db.pollsThisMonth(ctx.from.id);
  await ctx.reply(upgradeText(used), upgradeKeyboard());
}

async function sendInvoice(ctx, chatId) {
  await ctx.telegram.sendInvoice(chatId, {
    title: "PollBot Premium (1 month)",
    description: "Unlimited polls, anonymous voting, CSV export.",
    payload: `premium:${ctx.from.id}:${Date.now()}`,
    currency: "XTR",
    prices: [{ label: "Premium, 1 month", amount: PRICE_STARS }],
  });
}

async function handleUpgradeCallback(ctx) {
  const [, action] = ctx.callbackQuery.data.split(":");
  const chatId = ctx.callbackQuery.message.chat.id;
  await ctx.answerCbQuery();
  if (action === "buy") {
    await sendInvoice(ctx, chatId);
  } else {
    await ctx.telegram.sendMessage(chatId, "No problem. /premium any time.");
  }
}

export function registerPremium(bot) {
  bot.command("premium", showUpgrade);
  bot.action(/^premium:/, handleUpgradeCallback);
  bot.on("pre_checkout_query", (ctx) => ctx.answerPreCheckoutQuery(true));
  bot.on("successful_payment", async (ctx) => {
    await db.grantPremium(ctx.from.id, 31);
    await ctx.reply("Thanks! Premium is active for 31 days.");
  });
}
