import type { BotConfig } from "./config.js";
import { beijingDate, currentOnCall, type Override, upcoming } from "./schedule.js";

export interface Incoming {
  senderId: string;
  text: string;
}

export interface Store {
  overrides(): Promise<Override[]>;
  addOverride(o: Override): Promise<void>;
}

const mention = (id: string) => `<at user_id="${id}"></at>`;

/** Parses YYYY-MM-DD; anything else is rejected. */
export function parseDay(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return null;
  }
  const d = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) {
    return null;
  }
  return d.toISOString().slice(0, 10);
}

export async function handleCommand(msg: Incoming, cfg: BotConfig, store: Store): Promise<string> {
  const [cmd, ...args] = msg.text.trim().split(/\s+/);
  switch (cmd) {
    case "/oncall": {
      const who = currentOnCall(cfg.rotation, await store.overrides());
      return `今天值班：${mention(who)}`;
    }
    case "/who": {
      const [thisWeek, nextWeek] = upcoming(cfg.rotation, 2);
      return [
        `本周（${thisWeek.from} 起）：${mention(thisWeek.memberId)}`,
        `下周（${nextWeek.from} 起）：${mention(nextWeek.memberId)}`,
      ].join("\n");
    }
    case "/swap": {
      // /swap 2025-06-03 @someone  -> someone takes that day
      const day = parseDay(args[0] ?? "");
      const target = args[1]?.replace(/^@/, "");
      if (!day || !target) {
        return "用法：/swap YYYY-MM-DD @同事";
      }
      if (day < beijingDate(Date.now())) {
        return "不能修改过去的排班";
      }
      await store.addOverride({ date: day, memberId: target, reason: `swap by ${msg.senderId}` });
      return `${day} 改由 ${mention(target)} 值班`;
    }
    case "/help":
      return ["/oncall 查看今天值班", "/who 查看本周和下周值班", "/swap YYYY-MM-DD @同事 换班"].join("\n");
    default:
      return "不认识的命令，发 /help 看看";
  }
}
