const { Queue, Worker } = require("bullmq");
const nodemailer = require("nodemailer");

const db = require("../db");

const connection = { url: process.env.REDIS_URL || "redis://localhost:6379" };
const queue = new Queue("emails", {
  connection,
  defaultJobOptions: { attempts: 3, backoff: { type: "exponential", delay: 2000 } },
});

const transport = nodemailer.createTransport(process.env.SMTP_URL);

async function sendShipped(job) {
  const { orderId, trackingNo, carrier, email, name } = job.data;
  await transport.sendMail({
    from: "Shop <noreply@example.com>",
    to: email,
    subject: `您的订单 ${orderId} 已发货`,
    text: `${name} 您好，您的订单已由 ${carrier} 发出，运单号 ${trackingNo}。`,
  });
  await db.markEmailSent(orderId, trackingNo);
}

function startWorker() {
  return new Worker("emails", sendShipped, { connection, concurrency: 4 });
}

module.exports = { queue, startWorker, sendShipped };
