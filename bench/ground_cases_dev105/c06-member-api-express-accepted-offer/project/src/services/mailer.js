const nodemailer = require("nodemailer");

const FROM = process.env.MAIL_FROM || "会员中心 <no-reply@member.example.com>";
const APP_URL = process.env.APP_URL || "http://localhost:5173";

function createMailer(transportOptions) {
  const transport = nodemailer.createTransport(transportOptions);

  async function send(to, subject, html) {
    const info = await transport.sendMail({ from: FROM, to, subject, html });
    return info.messageId;
  }

  async function verify() {
    try {
      await transport.verify();
      return true;
    } catch (err) {
      console.warn("[mailer] SMTP verify failed:", err.message);
      return false;
    }
  }

  return {
    verify,
    sendReset(to, token) {
      const link = `${APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
      return send(to, "重置密码", `<p>点击下面的链接重置密码（30 分钟内有效）：</p><p><a href="${link}">${link}</a></p>`);
    },
    sendWelcome(to, nickname) {
      return send(to, "欢迎加入", `<p>${nickname}，欢迎加入会员中心！</p>`);
    },
  };
}

module.exports = { createMailer };
