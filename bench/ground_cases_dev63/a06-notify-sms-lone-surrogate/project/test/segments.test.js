import { test } from "node:test";
import assert from "node:assert/strict";
import { segmentCount } from "../src/sms/segments.js";

test("160 GSM-7 chars is one segment", () => {
  assert.equal(segmentCount("a".repeat(160)), 1);
});

test("161 GSM-7 chars is two segments", () => {
  assert.equal(segmentCount("a".repeat(161)), 2);
});

test("70 Japanese chars is one segment", () => {
  assert.equal(segmentCount("あ".repeat(70)), 1);
});

test("135 Japanese chars needs three parts", () => {
  assert.equal(segmentCount("あ".repeat(135)), 3);
});
