import { messagingApi } from "@line/bot-sdk";
import { config } from "../config.js";
import { logger } from "../logger.js";

const client = new messagingApi.MessagingApiClient({
  channelAccessToken: config.channelAccessToken,
});

/** プッシュ送信。失敗しても例外にはせずログだけ残す（リトライは次の tick で） */
export async function push(to: string, message: messagingApi.Message): Promise<boolean> {
  try {
    await client.pushMessage({ to, messages: [message] });
    return true;
  } catch (err) {
    logger.error("line.push failed", { to, err: String(err) });
    return false;
  }
}

export async function reply(replyToken: string, message: messagingApi.Message): Promise<void> {
  await client.replyMessage({ replyToken, messages: [message] });
}

export async function profileName(userId: string): Promise<string | null> {
  try {
    const p = await client.getProfile(userId);
    return p.displayName;
  } catch {
    return null;
  }
}

export async function quota(): Promise<number | null> {
  const q = await client.getMessageQuota();
  return q.value ?? null;
}
