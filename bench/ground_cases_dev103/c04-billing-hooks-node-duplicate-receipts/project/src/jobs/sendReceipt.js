'use strict';

const fs = require('fs/promises');
const path = require('path');
const nodemailer = require('nodemailer');
const db = require('../db');

const transport = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: Number(process.env.SMTP_PORT || 465),
  secure: true,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

const DEFAULT_TEMPLATE = path.join(__dirname, '..', '..', 'templates', 'receipt.html');

async function render(order) {
  const file = process.env.RECEIPT_TEMPLATE || DEFAULT_TEMPLATE;
  const tpl = await fs.readFile(file, 'utf8');
  return tpl
    .replace('{{orderId}}', order.id)
    .replace('{{amount}}', (order.amount_fen / 100).toFixed(2));
}

async function sendReceipt({ orderId, email }) {
  const order = await db.getOrder(orderId);
  const html = await render(order);
  await transport.sendMail({
    from: 'billing@lanshan.example',
    to: email,
    subject: `收据：订单 ${order.id}`,
    html,
  });
  // records when the receipt went out; the admin page shows it
  await db.updateOrder(orderId, { receipt_sent_at: new Date() });
}

module.exports = { sendReceipt, render };
