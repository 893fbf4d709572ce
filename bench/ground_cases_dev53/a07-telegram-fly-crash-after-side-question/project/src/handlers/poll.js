import { Markup } from "telegraf";
import { db } from "../db.js";
import { upgradeText, upgradeKeyboard } from "./premium.js";

const FREE_POLLS_PER_MONTH = 5;

function keyboard(poll) {
  return Markup.inlineKeyboard(
    poll.options.map((opt, i) => [Markup.button.callback(`${opt} (${poll.votes[i] || 0})`, `vote:${poll.id}:${i}`)])
  );
}

async function createPoll(ctx) {
  const text = ctx.message.text.replace(/^\/poll(@\w+)?\s*/, "");
  const [question, ...options] = text.split("|").map((s) => s.trim()).filter(Boolean);
  if (!question || options.length < 2) {
    return ctx.reply("Usage: /poll Question? | Option 1 | Option 2");
  }
  const premium = await db.isPremium(ctx.from.id);
  const used = await db.pollsThisMonth(ctx.from.id);
  if (!premium && used >= FREE_POLLS_PER_MONTH) {
    return ctx.reply(upgradeText(used), upgradeKeyboard());
  }
  const poll = await db.createPoll(ctx.from.id, question, options);
  await ctx.reply(question, keyboard(poll));
}

async function vote(ctx) {
  const [, pollId, index] = ctx.callbackQuery.data.split(":");
  const chatId = ctx.callbackQuery.message.chat.id;
  const poll = await db.vote(pollId, ctx.from.id, Number(index));
  if (!poll) return ctx.answerCbQuery("This poll is closed.");
  await ctx.answerCbQuery("Vote counted");
  await ctx.telegram.editMessageReplyMarkup(chatId, ctx.callbackQuery.message.message_id, undefined, keyboard(poll).reply_markup);
}

export function registerPoll(bot) {
  bot.command("poll", createPoll);
  bot.command("mypolls", async (ctx) => {
    const polls = await db.pollsBy(ctx.from.id);
    await ctx.reply(polls.length ? polls.map((p) => `• ${p.question}`).join("\n") : "No polls yet.");
  });
  bot.action(/^vote:/, vote);
}
