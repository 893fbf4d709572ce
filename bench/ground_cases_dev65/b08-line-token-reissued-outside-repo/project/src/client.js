"use strict";

const line = require('@line/bot-sdk');
const config = require('./config');

const client = new line.messagingApi.MessagingApiClient({
  channelAccessToken: config.line.channelAccessToken,
});

module.exports = { client };
