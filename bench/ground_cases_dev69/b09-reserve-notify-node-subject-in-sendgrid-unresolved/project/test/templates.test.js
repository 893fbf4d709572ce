import { test } from "node:test";
import assert from "node:assert/strict";
import { formatStartAt, render } from "../src/templates.js";
import { toE164 } from "../src/sms.js";

test("render fills placeholders", () => {
  const body = render("reminder", { shop: "表参道店", startAt: "12/5 10:00" });
  assert.match(body, /表参道店/);
  assert.match(body, /12\/5 10:00/);
});

test("formatStartAt shows JST", () => {
  assert.equal(formatStartAt("2025-12-05T01:00:00.000Z"), "12/5(金) 10:00");
});

test("toE164", () => {
  assert.equal(toE164("090-1234-5678"), "+819012345678");
});
