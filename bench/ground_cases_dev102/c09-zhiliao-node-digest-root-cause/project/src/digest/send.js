"use strict";

const { listRecipients } = require("./recipients");
const { renderDigest, preview } = require("./format");
const { topArticles } = require("../articles");
const mailer = require("../mailer");

async function sendWeeklyDigest({ batch = 500 } = {}) {
  const articles = await topArticles({ days: 7 });
  let afterId = 0;
  let sent = 0;
  for (;;) {
    const users = await listRecipients({ limit: batch, afterId });
    if (users.length === 0) break;
    for (const user of users) {
      await mailer.send(renderDigest(user, articles));
      sent += 1;
    }
    afterId = users[users.length - 1].id;
  }
  return sent;
}

async function previewFor(userId) {
  const articles = await topArticles({ days: 7 });
  const users = await listRecipients({ limit: 1, afterId: userId - 1 });
  if (!users.length) return null;
  return preview(users[0], articles);
}

module.exports = { sendWeeklyDigest, previewFor };
