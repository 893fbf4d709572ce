import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import { DiscordNotifier } from "./notifiers/discordNotifier.js";
import { SlackNotifier } from "./notifiers/slackNotifier.js";
import type { Alert, Notifier } from "./notifiers/types.js";
import { GenericWebhookNotifier } from "./notifiers/webhookSender.js";

export class AlertRouter {
  constructor(
    private readonly routes: Record<Alert["severity"], Notifier[]>,
    private readonly log: FastifyBaseLogger,
  ) {}

  static fromConfig(config: Config, log: FastifyBaseLogger): AlertRouter {
    const slack = config.slackWebhookUrl ? [new SlackNotifier(config.slackWebhookUrl)] : [];
    const discord = config.discordWebhookUrl ? [new DiscordNotifier(config.discordWebhookUrl)] : [];
    const extra = config.extraWebhookUrls.map((u) => new GenericWebhookNotifier(u));
    return new AlertRouter({ critical: [...slack, ...discord, ...extra], warning: slack, info: extra }, log);
  }

  async dispatch(alert: Alert): Promise<void> {
    const targets = this.routes[alert.severity] ?? [];
    const results = await Promise.allSettled(targets.map((n) => n.send(alert)));
    results.forEach((r, i) => {
      if (r.status === "rejected") {
        this.log.error({ err: r.reason, notifier: targets[i].name }, "notification failed");
      }
    });
  }
}
