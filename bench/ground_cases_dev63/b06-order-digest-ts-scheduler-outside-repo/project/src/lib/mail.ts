import sgMail from "@sendgrid/mail";

sgMail.setApiKey(process.env.SENDGRID_API_KEY ?? "");

export async function sendMail(msg: { to: string; subject: string; text: string }): Promise<void> {
  await sgMail.send({ from: process.env.DIGEST_FROM ?? "noreply@example.jp", ...msg });
}
