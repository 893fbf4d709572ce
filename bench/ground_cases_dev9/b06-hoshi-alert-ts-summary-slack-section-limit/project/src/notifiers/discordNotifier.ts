import type { Alert, Notifier } from "./types.js";
import { postJson } from "./webhookSender.js";

/** Discord の content は 2000 文字まで。超えると 400 になる */
const DISCORD_LIMIT = 2000;

export class DiscordNotifier implements Notifier {
  readonly name = "discord";

  constructor(private readonly webhookUrl: string) {}

  async send(alert: Alert): Promise<void> {
    await postJson(this.webhookUrl, formatDiscord(alert));
  }
}

export function formatDiscord(alert: Alert) {
  let content = `**${alert.title}**\n${alert.summary}`;
  if (alert.details) content += "\n```" + alert.details + "```";
  if (content.length > DISCORD_LIMIT) content = content.slice(0, DISCORD_LIMIT - 1) + "…";
  return { content, username: "hoshi-alert" };
}
