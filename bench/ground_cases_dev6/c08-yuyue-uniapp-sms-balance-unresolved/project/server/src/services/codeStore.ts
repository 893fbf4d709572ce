import Redis from "ioredis";
import { config } from "../config";

const redis = new Redis(config.redisUrl);

export async function canResend(phone: string): Promise<boolean> {
  const ok = await redis.set(`sms:lock:${phone}`, "1", "EX", config.sms.resendIntervalSeconds, "NX");
  return ok === "OK";
}

export async function saveCode(phone: string, code: string): Promise<void> {
  await redis.set(`sms:code:${phone}`, code, "EX", config.sms.codeTtlSeconds);
}

export async function verifyCode(phone: string, code: string): Promise<boolean> {
  const key = `sms:code:${phone}`;
  const saved = await redis.get(key);
  if (!saved || saved !== code) return false;
  await redis.del(key);
  return true;
}
