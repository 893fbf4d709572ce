import nodemailer from "nodemailer";

const transport = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: Number(process.env.SMTP_PORT ?? 465),
  secure: true,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

export interface Attachment {
  filename: string;
  content: Buffer;
}

export async function sendMail(to: string, subject: string, html: string, attachments: Attachment[] = []) {
  await transport.sendMail({ from: "shop@example.cn", to, subject, html, attachments });
}
