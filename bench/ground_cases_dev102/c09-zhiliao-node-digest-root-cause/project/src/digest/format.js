"use strict";

const TITLES = {
  "zh-CN": "本周精选",
  en: "This week's picks",
};

function greeting(user) {
  const name = user.profile.name;
  return user.profile.locale === "en" ? `Hi ${name},` : `${name}，你好：`;
}

function renderDigest(user, articles, { maxItems = 5 } = {}) {
  const locale = user.profile.locale;
  const title = TITLES[locale] || TITLES["zh-CN"];
  const items = articles
    .slice(0, maxItems)
    .map((a, i) => `${i + 1}. ${a.title}\n   ${a.url}`)
    .join("\n");
  return {
    to: user.email,
    subject: title,
    text: `${greeting(user)}\n\n${items}\n\n退订：https://zhiliao.cn/unsubscribe?u=${user.id}`,
  };
}

function preview(user, articles) {
  const mail = renderDigest(user, articles);
  return `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`;
}

module.exports = { renderDigest, greeting, preview };
