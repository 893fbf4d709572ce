function num(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (Number.isNaN(n)) throw new Error(`${name} must be a number, got ${raw}`);
  return n;
}

export const config = {
  port: num("PORT", 3000),
  databaseUrl: process.env.DATABASE_URL ?? "postgres://localhost/tally",
  appUrl: process.env.APP_URL ?? "http://localhost:5173",
  // minutes a password reset link stays valid
  resetTtlMinutes: num("RESET_TTL_MINUTES", 30),
  sessionTtlHours: num("SESSION_TTL_HOURS", 72),
  mailFrom: process.env.MAIL_FROM ?? "Tally <no-reply@tally.test>",
};
