import nodemailer from "nodemailer";

import { config } from "./config.js";
import type { DigestItem, DigestUser } from "./db.js";

const transport = nodemailer.createTransport({
  host: config.smtp.host,
  port: config.smtp.port,
  secure: config.smtp.port === 465,
  auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass } : undefined,
});

export interface RenderedMail {
  subject: string;
  text: string;
}

export function renderDigest(user: DigestUser, items: DigestItem[], digestDate: string): RenderedMail {
  const byBoard = new Map<string, DigestItem[]>();
  for (const item of items) {
    const list = byBoard.get(item.boardName) ?? [];
    list.push(item);
    byBoard.set(item.boardName, list);
  }
  const lines = [`${user.displayName} さん、おはようございます。`, "", "昨日追加されたカードです。", ""];
  for (const [board, cards] of byBoard) {
    lines.push(`■ ${board}`);
    for (const card of cards) {
      lines.push(`  - ${card.title}`);
    }
    lines.push("");
  }
  lines.push("配信停止は設定画面の「通知」から変更できます。");
  return { subject: `[Tsumiki] ${digestDate} のダイジェスト (${items.length}件)`, text: lines.join("\n") };
}

export async function sendMail(to: string, mail: RenderedMail): Promise<string> {
  const info = await transport.sendMail({ from: config.mailFrom, to, subject: mail.subject, text: mail.text });
  return info.messageId;
}
