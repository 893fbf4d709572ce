"use strict";

const { client } = require('../client');
const reserve = require('../reserveApi');

async function handleMessage(event) {
  if (event.message.type !== 'text') {
    return client.replyMessage({
      replyToken: event.replyToken,
      messages: [{ type: 'text', text: 'テキストでお送りください🙏' }],
    });
  }
  const text = event.message.text.trim();
  if (text === '予約確認') {
    const list = await reserve.findByLineUser(event.source.userId);
    const body = list.length === 0
      ? '現在のご予約はありません。'
      : list.map((r) => `・${r.startsAt.slice(5, 16).replace('T', ' ')} ${r.menu}`).join('\n');
    return client.replyMessage({ replyToken: event.replyToken, messages: [{ type: 'text', text: body }] });
  }
  return client.replyMessage({
    replyToken: event.replyToken,
    messages: [{ type: 'text', text: 'メニューから「予約する」「予約確認」を選んでください。' }],
  });
}

module.exports = { handleMessage };
