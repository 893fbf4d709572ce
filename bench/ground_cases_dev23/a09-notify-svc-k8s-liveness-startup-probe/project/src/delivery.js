const { SESv2Client, SendEmailCommand } = require("@aws-sdk/client-sesv2");

const ses = new SESv2Client({});
const FROM = process.env.MAIL_FROM || "Acme <no-reply@acme.io>";
const CONFIG_SET = process.env.SES_CONFIGURATION_SET || "notify-default";

const SUBJECTS = {
  "password-reset": "Reset your password",
  "invite": "You've been invited",
  "receipt": "Your receipt",
};

async function deliver({ to, html, template }) {
  const subject = SUBJECTS[template] ?? "Message from Acme";
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: FROM,
      Destination: { ToAddresses: [to] },
      ConfigurationSetName: CONFIG_SET,
      Content: {
        Simple: {
          Subject: { Data: subject, Charset: "UTF-8" },
          Body: { Html: { Data: html, Charset: "UTF-8" } },
        },
      },
      EmailTags: [{ Name: "template", Value: template.replace(/[^A-Za-z0-9_-]/g, "_") }],
    }),
  );
  return out.MessageId;
}

module.exports = { deliver };
