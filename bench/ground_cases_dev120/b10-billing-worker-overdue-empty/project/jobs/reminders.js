const { Pool } = require("pg");
const nodemailer = require("nodemailer");
const { dueSoon } = require("../lib/billing");
const { reminderMail } = require("../templates/reminder");

const REMIND_DAYS_BEFORE = 3;

async function run(now = new Date()) {
  if (!process.env.SMTP_FROM) {
    console.warn("SMTP_FROM is not set; reminders will be sent from billing@example.jp");
  }
  const db = new Pool({ connectionString: process.env.DATABASE_URL });
  const mailer = nodemailer.createTransport(process.env.SMTP_URL);
  const { rows } = await db.query(
    "select id, number, customer_email, project_name, amount, due_date as \"dueDate\", status from invoices where status = 'open'",
  );
  const targets = rows.filter((inv) => dueSoon(inv, REMIND_DAYS_BEFORE, now));
  for (const inv of targets) {
    await mailer.sendMail(reminderMail(inv));
  }
  await db.end();
  console.log(`sent ${targets.length} reminder(s)`);
}

if (require.main === module) {
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

module.exports = { run };
