import { config } from "./config.js";

export async function sendMail(to: string, subject: string, text: string): Promise<void> {
  if (process.env.NODE_ENV !== "production") {
    console.log(`[mail] to=${to} subject=${subject}\n${text}`);
    return;
  }
  const res = await fetch("https://api.postmarkapp.com/email", {
    method: "POST",
    headers: { "X-Postmark-Server-Token": process.env.POSTMARK_TOKEN ?? "", "Content-Type": "application/json" },
    body: JSON.stringify({ From: config.mailFrom, To: to, Subject: subject, TextBody: text }),
  });
  if (!res.ok) throw new Error(`postmark ${res.status}`);
}
