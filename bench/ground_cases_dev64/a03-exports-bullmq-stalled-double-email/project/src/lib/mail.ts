import nodemailer from "nodemailer";

const transport = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: 587,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

export async function sendMail(to: string, subject: string, text: string): Promise<void> {
  await transport.sendMail({ from: "exports@ledgerhq.app", to, subject, text });
}
