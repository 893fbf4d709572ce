import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().default(3000),
  APP_URL: z.string().url().default("http://localhost:5173"),
  SMTP_HOST: z.string().default("localhost"),
  SMTP_PORT: z.coerce.number().default(1025),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().default("Linkly <no-reply@linkly.app>"),
  MAIL_REPLY_TO: z.string().default("support@linkly.app"),
  RESET_TTL_SECONDS: z.coerce.number().int().positive().default(1800),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 14),
});

const env = schema.parse(process.env);

export const config = {
  port: env.PORT,
  appUrl: env.APP_URL,
  smtp: {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } : undefined,
  },
  mailFrom: env.MAIL_FROM,
  mailReplyTo: env.MAIL_REPLY_TO,
  resetTtlSeconds: env.RESET_TTL_SECONDS,
  sessionTtlHours: env.SESSION_TTL_HOURS,
};

export type Config = typeof config;
