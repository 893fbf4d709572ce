import nodemailer from "nodemailer";
import config from "../config/default.json" with { type: "json" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseRecipients(raw) {
  const list = raw.split(",");
  const valid = list.filter((a) => EMAIL.test(a));
  const dropped = list.filter((a) => !EMAIL.test(a));
  if (dropped.length) {
    console.warn(`skipping invalid recipients: ${JSON.stringify(dropped)}`);
  }
  return valid;
}

export function transport() {
  return nodemailer.createTransport({
    ...config.smtp,
    auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
  });
}

export async function send({ from, to, subject, html }) {
  if (!to.length) {
    throw new Error("no recipients");
  }
  const info = await transport().sendMail({ from, to: to.join(", "), subject, html });
  console.log(`smtp accepted ${info.accepted.length}, rejected ${info.rejected.length}`);
  return info;
}

export function maskAddress(addr) {
  const [user, domain] = addr.split("@");
  return `${user.slice(0, 2)}***@${domain}`;
}
