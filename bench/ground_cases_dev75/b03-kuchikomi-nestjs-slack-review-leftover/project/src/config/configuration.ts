export interface AppConfig {
  port: number;
  databaseUrl: string;
  moderation: {
    reportThreshold: number;
    slackWebhookUrl: string | undefined;
    slackChannelLabel: string;
  };
}

export default (): AppConfig => ({
  port: parseInt(process.env.PORT ?? '3000', 10),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://localhost/kuchikomi',
  moderation: {
    reportThreshold: parseInt(process.env.REPORT_THRESHOLD ?? '3', 10),
    slackWebhookUrl: process.env.SLACK_MODERATION_WEBHOOK_URL,
    slackChannelLabel: process.env.SLACK_MODERATION_CHANNEL ?? '#moderation',
  },
});

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing environment variable ${name}`);
  }
  return value;
}
