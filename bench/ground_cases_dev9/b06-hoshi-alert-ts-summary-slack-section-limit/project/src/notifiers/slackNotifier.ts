import type { Alert, Notifier } from "./types.js";
import { postJson } from "./webhookSender.js";

const SEVERITY_EMOJI: Record<Alert["severity"], string> = {
  critical: ":red_circle:",
  warning: ":large_yellow_circle:",
  info: ":large_blue_circle:",
};

export class SlackNotifier implements Notifier {
  readonly name = "slack";

  constructor(private readonly webhookUrl: string) {}

  async send(alert: Alert): Promise<void> {
    await postJson(this.webhookUrl, formatMessage(alert));
  }
}

export function formatMessage(alert: Alert) {
  const body = alert.details ? `${alert.summary}\n\`\`\`${alert.details}\`\`\`` : alert.summary;
  return {
    text: `${SEVERITY_EMOJI[alert.severity]} ${alert.title}`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: alert.title.slice(0, 150) } },
      { type: "section", text: { type: "mrkdwn", text: body } },
      { type: "context", elements: [{ type: "mrkdwn", text: `${alert.source} ・ ${alert.firedAt}` }] },
    ],
  };
}
