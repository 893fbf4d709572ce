import { test } from "node:test";
import assert from "node:assert/strict";
import { isInside, isRelativeMdLink, pagePath } from "../src/resolve.js";

test("isInside", () => {
  assert.equal(isInside("/p/docs", "/p/docs/a.md"), true);
  assert.equal(isInside("/p/docs", "/p/other/a.md"), false);
  assert.equal(isInside("/p/docs", "/p/docs"), false);
});

test("pagePath", () => {
  assert.equal(pagePath("/p/docs", "/p/docs/guide/usage.md"), "guide/usage");
  assert.equal(pagePath("/p/docs", "/p/docs/guide/index.md"), "guide/");
  assert.equal(pagePath("/p/docs", "/p/docs/index.md"), "");
});

test("isRelativeMdLink", () => {
  assert.equal(isRelativeMdLink("./usage.md"), true);
  assert.equal(isRelativeMdLink("usage.md#flags"), true);
  assert.equal(isRelativeMdLink("https://x.dev/a.md"), false);
  assert.equal(isRelativeMdLink("/abs.md"), false);
  assert.equal(isRelativeMdLink("./image.png"), false);
});
