import assert from "node:assert/strict";
import { test } from "node:test";
import { buildDigest, formatWhen } from "../src/digest.js";

process.env.UNSUBSCRIBE_SECRET = "test-secret";

const user = { id: 7, email: "a@example.com", display_name: "Ana", timezone: "Europe/Lisbon" };

test("no events, no mail", () => {
  assert.equal(buildDigest(user, []), null);
});

test("subject counts updates", () => {
  const events = [
    { title: "New pin", url: "https://x/1", created_at: new Date("2025-03-03T10:00:00Z") },
    { title: "Comment", url: "https://x/2", created_at: new Date("2025-03-04T10:00:00Z") },
  ];
  const mail = buildDigest(user, events);
  assert.equal(mail.subject, "This week on Pinboard: 2 new things");
  assert.match(mail.html, /Unsubscribe/);
});

test("formatWhen falls back to UTC", () => {
  assert.equal(formatWhen(new Date("2025-03-03T23:30:00Z"), null), "Mon 23:30");
});

test("formatWhen uses the user's zone", () => {
  const when = formatWhen(new Date("2025-03-03T23:30:00Z"), "Asia/Tokyo");
  assert.equal(when, "Tue 08:30");
});
