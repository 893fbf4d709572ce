'use strict';

const freee = require('../lib/freee');
const chatwork = require('../lib/chatwork');

function wantsInvoice(order) {
  const note = order.note || '';
  const gateway = (order.payment_gateway_names || []).join(',');
  return note.includes('請求書払い') || gateway.includes('請求書');
}

/**
 * 注文作成 Webhook
 *  - 請求書払いなら freee に請求書を作る
 *  - Chatwork に通知
 */
async function handleOrderCreated(order) {
  let invoiceCreated = false;
  if (wantsInvoice(order)) {
    const email = order.email || (order.customer && order.customer.email);
    const partner = email ? await freee.findPartnerByEmail(email) : null;
    const existing = await freee.findInvoiceByNumber(order.name.replace('#', 'SH-'));
    if (existing) {
      // Shopify の再送（同じ注文がもう一度来た）。作らない
      console.log(`invoice already exists for ${order.name} (freee id ${existing.id}), skipped`);
      invoiceCreated = true;
    } else if (!partner) {
      console.warn(`freee partner not found for ${order.name} (${email})`);
    } else {
      await freee.createInvoice(order, partner.id);
      invoiceCreated = true;
      console.log(`invoice created for ${order.name}`);
    }
  }
  try {
    await chatwork.postMessage(chatwork.formatOrderMessage(order, invoiceCreated));
  } catch (err) {
    // 通知の失敗で Shopify にエラーを返すと再送されるので、ログだけ
    console.error(err.message);
  }
}

module.exports = { handleOrderCreated, wantsInvoice };
