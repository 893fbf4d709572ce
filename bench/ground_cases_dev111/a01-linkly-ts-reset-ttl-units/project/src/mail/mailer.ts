import nodemailer from "nodemailer";
import { config } from "../config.js";

const transport = nodemailer.createTransport({
  host: config.smtp.host,
  port: config.smtp.port,
  secure: config.smtp.port === 465,
  auth: config.smtp.auth,
});

export function resetLink(raw: string): string {
  const url = new URL("/reset-password", config.appUrl);
  url.searchParams.set("token", raw);
  return url.toString();
}

export async function sendResetEmail(to: string, raw: string): Promise<void> {
  const link = resetLink(raw);
  const minutes = Math.round(config.resetTtlSeconds / 60);
  await transport.sendMail({
    from: config.mailFrom,
    replyTo: config.mailReplyTo,
    to,
    subject: "Reset your Linkly password",
    text: `Someone asked to reset your Linkly password.\n\n${link}\n\nThe link works for ${minutes} minutes.`,
    html: `<p>Someone asked to reset your Linkly password.</p><p><a href="${link}">Choose a new password</a></p><p>The link works for ${minutes} minutes.</p>`,
  });
}

export async function sendWelcomeEmail(to: string, name: string): Promise<void> {
  await transport.sendMail({
    from: config.mailFrom,
    replyTo: config.mailReplyTo,
    to,
    subject: "Welcome to Linkly",
    text: `Hi ${name}, thanks for signing up.`,
  });
}
