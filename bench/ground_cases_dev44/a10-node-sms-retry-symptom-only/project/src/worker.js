"use strict";

const amqp = require("amqplib");
const config = require("./config");
const logger = require("./logger");
const { sendSms, HttpError } = require("./clients/smsClient");

async function handle(channel, msg) {
  let job;
  try {
    job = JSON.parse(msg.content.toString());
  } catch (err) {
    logger.error({ err }, "bad message, dropping");
    channel.nack(msg, false, false);
    return;
  }
  try {
    await sendSms(job.to, job.text);
    channel.ack(msg);
  } catch (err) {
    const permanent = err instanceof HttpError && err.status < 500;
    logger.warn({ err, to: job.to, permanent }, "sms failed");
    // Permanent failures go to the dead-letter exchange, others are requeued.
    channel.nack(msg, false, !permanent);
  }
}

async function main() {
  const conn = await amqp.connect(config.amqpUrl);
  const channel = await conn.createChannel();
  await channel.prefetch(config.prefetch);
  await channel.consume(config.queue, (msg) => handle(channel, msg), { noAck: false });
  logger.info({ queue: config.queue }, "worker started");
  process.on("SIGTERM", async () => {
    await channel.close();
    await conn.close();
    process.exit(0);
  });
}

main().catch((err) => {
  logger.error({ err }, "worker crashed");
  process.exit(1);
});
