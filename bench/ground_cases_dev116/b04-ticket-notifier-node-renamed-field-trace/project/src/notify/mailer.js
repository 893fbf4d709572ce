const nodemailer = require("nodemailer");

const { subjectFor, formatRecipient, bodyFor } = require("./format");

const transport = nodemailer.createTransport({
  host: process.env.SMTP_HOST || "localhost",
  port: Number(process.env.SMTP_PORT || 1025),
  secure: false,
});

async function send(payload) {
  if (!payload.owner) {
    return { skipped: true };
  }
  return transport.sendMail({
    from: process.env.MAIL_FROM || "tickets@example.jp",
    to: formatRecipient(payload),
    subject: subjectFor(payload),
    text: bodyFor(payload),
  });
}

module.exports = { send, transport };
