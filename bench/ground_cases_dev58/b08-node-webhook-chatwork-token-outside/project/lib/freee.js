'use strict';

// freee 会計 API（請求書）
const API = 'https://api.freee.co.jp/api/1';

function headers() {
  return {
    Authorization: `Bearer ${process.env.FREEE_ACCESS_TOKEN}`,
    'Content-Type': 'application/json',
    'X-Api-Version': '2020-06-15',
  };
}

async function call(method, path, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: headers(),
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`freee ${method} ${path} failed: ${res.status} ${text}`);
  }
  return res.json();
}

/**
 * Shopify の注文から請求書を作る
 */
async function createInvoice(order, partnerId) {
  // 日本時間の日付（toISOString は UTC なので深夜〜朝の注文が前日になる）
  const issueDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date(order.created_at));
  const body = {
    company_id: Number(process.env.FREEE_COMPANY_ID),
    issue_date: issueDate,
    partner_id: partnerId,
    invoice_number: order.name.replace('#', 'SH-'),
    title: `ご注文 ${order.name}`,
    tax_entry_method: 'inclusive',
    invoice_contents: order.line_items.map((item, i) => ({
      order: i,
      type: 'normal',
      qty: item.quantity,
      unit: '個',
      unit_price: Number(item.price),
      description: item.title,
      tax_code: 129,
    })),
  };
  return call('POST', '/invoices', body);
}

/**
 * 請求書番号（SH-1043 など）で既存の請求書を探す。なければ null
 */
async function findInvoiceByNumber(invoiceNumber) {
  const q = encodeURIComponent(invoiceNumber);
  const data = await call('GET', `/invoices?company_id=${process.env.FREEE_COMPANY_ID}&invoice_number=${q}`);
  return data.invoices && data.invoices.length ? data.invoices[0] : null;
}

async function findPartnerByEmail(email) {
  const q = encodeURIComponent(email);
  const data = await call('GET', `/partners?company_id=${process.env.FREEE_COMPANY_ID}&keyword=${q}`);
  return data.partners && data.partners.length ? data.partners[0] : null;
}

module.exports = { createInvoice, findInvoiceByNumber, findPartnerByEmail };
