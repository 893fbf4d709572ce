import nodemailer from 'nodemailer'
import { Consumer, type Source } from './queue/consumer'
import type { HandlerContext } from './handlers/orderConfirmed'

const transport = nodemailer.createTransport(process.env.SMTP_URL ?? 'smtp://localhost:1025')

const ctx: HandlerContext = {
  mailer: { send: async (mail) => void (await transport.sendMail({ from: process.env.MAIL_FROM, ...mail })) },
  log: (level, msg, fields) => console.log(JSON.stringify({ level, msg, ...fields })),
}

// The SQS adapter lives in @komorebi/queue; a stub keeps local runs simple.
const source: Source = {
  receive: async () => null,
  ack: async () => undefined,
  nack: async () => undefined,
}

const consumer = new Consumer(source, ctx)
process.on('SIGTERM', () => consumer.stop())
void consumer.run()
