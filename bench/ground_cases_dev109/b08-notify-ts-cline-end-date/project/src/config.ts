export type Config = {
  port: number;
  pushEndpoint: string;
  pushApiKey: string;
  tickSeconds: number;
  timeZone: string;
};

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
}

export function loadConfig(): Config {
  return {
    port: num("PORT", 8080),
    pushEndpoint: required("PUSH_ENDPOINT"),
    pushApiKey: required("PUSH_API_KEY"),
    tickSeconds: num("TICK_SECONDS", 30),
    // Reminders are entered and shown in JST; the server itself runs in UTC.
    timeZone: "Asia/Tokyo",
  };
}

export const JST_OFFSET = "+09:00";

export function describe(c: Config): string {
  const key = c.pushApiKey ? `${c.pushApiKey.slice(0, 4)}…` : "(unset)";
  return `port=${c.port} push=${c.pushEndpoint || "(unset)"} key=${key} tick=${c.tickSeconds}s`;
}
