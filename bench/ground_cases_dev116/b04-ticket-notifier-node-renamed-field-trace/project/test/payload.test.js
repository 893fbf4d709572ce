const test = require("node:test");
const assert = require("node:assert");

const { buildPayload } = require("../src/notify/payload");
const { subjectFor } = require("../src/notify/format");

const event = {
  type: "assigned",
  actor: { name: "田中" },
  ticket: { id: 42, title: "ログイン不可", priority: 1, assignee: { name: "佐藤", email: "sato@example.jp" } },
};

test("payload carries the ticket", () => {
  const p = buildPayload(event);
  assert.strictEqual(p.ticketId, 42);
  assert.strictEqual(p.priority, "緊急");
});

test("urgent subject has a prefix", () => {
  assert.match(subjectFor(buildPayload(event)), /^【緊急】/);
});
