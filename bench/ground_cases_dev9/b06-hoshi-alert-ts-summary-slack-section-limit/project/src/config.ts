export interface Config {
  port: number;
  slackWebhookUrl: string;
  discordWebhookUrl: string;
  extraWebhookUrls: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    // SLACK_WEBHOOK_ULR は旧名（typo）。本番の env を切り替えるまでのフォールバック
    slackWebhookUrl: env.SLACK_WEBHOOK_URL ?? env.SLACK_WEBHOOK_ULR ?? "",
    discordWebhookUrl: env.DISCORD_WEBHOOK_URL ?? "",
    extraWebhookUrls: (env.EXTRA_WEBHOOK_URLS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
