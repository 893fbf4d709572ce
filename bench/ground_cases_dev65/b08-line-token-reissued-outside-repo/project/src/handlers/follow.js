"use strict";

const { client } = require('../client');

async function handleFollow(event) {
  return client.replyMessage({
    replyToken: event.replyToken,
    messages: [{ type: 'text', text: '友だち追加ありがとうございます！メニューからご予約いただけます。' }],
  });
}

module.exports = { handleFollow };
