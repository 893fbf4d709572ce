'use strict';

// Chatwork API v2: ルームにメッセージを送る
const API = 'https://api.chatwork.com/v2';

async function postMessage(text) {
  const token = process.env.CHATWORK_API_TOKEN;
  const room = process.env.CHATWORK_ROOM_ID;
  if (!token || !room) {
    console.warn('chatwork: token or room not set, skipped');
    return;
  }
  const res = await fetch(`${API}/rooms/${room}/messages`, {
    method: 'POST',
    headers: {
      'X-ChatWorkToken': token,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ body: text, self_unread: '0' }),
  });
  if (!res.ok) {
    const detail = await res.text();
    throw new Error(`Chatwork notify failed: ${res.status} ${detail}`);
  }
}

function formatOrderMessage(order, invoiceCreated) {
  const yen = (n) => `${Number(n).toLocaleString('ja-JP')}円`;
  const lines = [
    `[info][title]新しい注文 ${order.name}[/title]`,
    `お客さま: ${order.customer ? `${order.customer.last_name} ${order.customer.first_name}` : '(ゲスト)'}`,
    `合計: ${yen(order.total_price)}`,
    `商品: ${order.line_items.map((i) => `${i.title} ×${i.quantity}`).join(' / ')}`,
    invoiceCreated ? 'freee に請求書を作成しました' : '',
    '[/info]',
  ];
  return lines.filter(Boolean).join('\n');
}

module.exports = { postMessage, formatOrderMessage };
