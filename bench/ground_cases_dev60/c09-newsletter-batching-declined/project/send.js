require('dotenv').config();
const fs = require('node:fs');
const nodemailer = require('nodemailer');
const { loadRecipients } = require('./src/recipients');
const { render, subjectFor } = require('./src/render');

const issue = process.argv.find((a) => /^\d{4}-\d{2}$/.test(a)) || new Date().toISOString().slice(0, 7);
const preview = process.argv.includes('--preview');
const markdown = fs.readFileSync(`issues/${issue}.md`, 'utf8');

const transporter = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: Number(process.env.SMTP_PORT || 465),
  secure: true,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

async function sendAll(recipients) {
  const from = `"${process.env.FROM_NAME}" <${process.env.SMTP_USER}>`;
  const subject = subjectFor(markdown, issue);
  const opts = { publicUrl: process.env.PUBLIC_URL, issue };
  const results = await Promise.allSettled(recipients.map((r) => transporter.sendMail({ from, to: r.email, subject, html: render(markdown, r, opts) })));
  const failed = results.filter((r) => r.status === 'rejected');
  for (const f of failed) console.error('failed:', f.reason.message);
  console.log(`sent ${results.length - failed.length}/${results.length}`);
}

async function main() {
  const recipients = loadRecipients();
  if (preview) {
    fs.writeFileSync('preview.html', render(markdown, recipients[0], { publicUrl: process.env.PUBLIC_URL, issue }));
    console.log(`preview.html written for ${recipients[0].email}; ${recipients.length} recipients in total`);
    return;
  }
  await sendAll(recipients);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
