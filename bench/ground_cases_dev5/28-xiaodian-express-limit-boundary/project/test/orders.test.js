import { test } from "node:test";
import assert from "node:assert/strict";
import { parsePage } from "../src/lib/paginate.js";

test("limit 100 is allowed", () => {
  assert.deepEqual(parsePage({ limit: "100" }), { limit: 100, offset: 0 });
});

test("limit 101 is rejected", () => {
  assert.equal(parsePage({ limit: "101" }).error, "limit must be between 1 and 100");
});
