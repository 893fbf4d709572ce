import nodemailer from "nodemailer";

const url = process.env.SMTP_URL;
if (!url) {
  console.warn("[mailer] SMTP_URL is not set, emails will be logged only");
}

const transport = url
  ? nodemailer.createTransport(url, { pool: true, maxConnections: 3 })
  : nodemailer.createTransport({ jsonTransport: true });

export async function sendReminder(booking) {
  const when = new Date(booking.startsAt).toLocaleString("zh-CN", { timeZone: "Asia/Shanghai" });
  const info = await transport.sendMail({
    from: process.env.MAIL_FROM,
    to: booking.email,
    subject: `预约提醒：${booking.serviceName}`,
    text: `您好 ${booking.name}，您预约的 ${booking.serviceName} 在 ${when} 开始。`,
  });
  console.log("[mailer] sent", info.messageId);
  return info;
}

export async function verify() {
  try {
    await transport.verify();
    return { ok: true };
  } catch (err) {
    return { ok: false, code: err.code, response: err.response };
  }
}
