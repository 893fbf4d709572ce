import { readFileSync } from "node:fs";

import type { Rotation } from "./schedule.js";

export interface BotConfig {
  appId: string;
  appSecret: string;
  encryptKey: string;
  verificationToken: string;
  chatId: string;          // the team group that gets the weekly announcement
  admins: string[];        // open_ids allowed to override anyone
  rotation: Rotation;
  announceCron: string;    // node-cron expression, Asia/Shanghai
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing env ${name}`);
  }
  return value;
}

export function loadConfig(path = process.env.ONCALL_ROTATION ?? "rotation.json"): BotConfig {
  const rotation = JSON.parse(readFileSync(path, "utf8")) as Rotation & { admins?: string[] };
  return {
    appId: required("FEISHU_APP_ID"),
    appSecret: required("FEISHU_APP_SECRET"),
    encryptKey: process.env.FEISHU_ENCRYPT_KEY ?? "",
    verificationToken: required("FEISHU_VERIFICATION_TOKEN"),
    chatId: required("ONCALL_CHAT_ID"),
    admins: rotation.admins ?? [],
    rotation: { members: rotation.members, start: rotation.start, handoverHour: rotation.handoverHour ?? 10 },
    announceCron: process.env.ONCALL_ANNOUNCE_CRON ?? "5 10 * * 1",
  };
}
