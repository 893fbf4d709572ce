import { WebClient } from "@slack/web-api";

let client: WebClient | undefined;

/** One bot token for the one workspace we are installed in. */
export function slack(): WebClient {
  if (!client) {
    const token = process.env.SLACK_BOT_TOKEN;
    if (!token) throw new Error("SLACK_BOT_TOKEN is not set");
    client = new WebClient(token, { retryConfig: { retries: 2 } });
  }
  return client;
}

export async function postStandup(channel: string, userId: string, text: string): Promise<string | undefined> {
  const res = await slack().chat.postMessage({
    channel,
    text: `*<@${userId}> standup*\n${text}`,
    unfurl_links: false,
  });
  return res.ts;
}

export async function postReminder(channel: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await slack().chat.postMessage({ channel, text: `Standup reminder: ${userIds.map((u) => `<@${u}>`).join(" ")}` });
}

export async function displayName(userId: string): Promise<string> {
  const res = await slack().users.info({ user: userId });
  return res.user?.profile?.display_name || res.user?.real_name || userId;
}
