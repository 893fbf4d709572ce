"use strict";

const test = require("node:test");
const assert = require("node:assert");
const { renderDigest, greeting } = require("../src/digest/format");

const user = { id: 7, email: "a@x.cn", profile: { name: "小林", locale: "zh-CN" } };
const articles = [
  { title: "A", url: "https://zhiliao.cn/a" },
  { title: "B", url: "https://zhiliao.cn/b" },
];

test("greets in Chinese by default", () => {
  assert.strictEqual(greeting(user), "小林，你好：");
});

test("renders subject and items", () => {
  const mail = renderDigest(user, articles);
  assert.strictEqual(mail.subject, "本周精选");
  assert.match(mail.text, /1\. A/);
  assert.match(mail.text, /unsubscribe\?u=7/);
});

test("english title", () => {
  const en = { ...user, profile: { name: "Lin", locale: "en" } };
  assert.strictEqual(renderDigest(en, articles).subject, "This week's picks");
});

test("caps the list", () => {
  const many = Array.from({ length: 8 }, (_, i) => ({ title: `T${i}`, url: `https://zhiliao.cn/${i}` }));
  const mail = renderDigest(user, many);
  assert.doesNotMatch(mail.text, /6\. T5/);
});
