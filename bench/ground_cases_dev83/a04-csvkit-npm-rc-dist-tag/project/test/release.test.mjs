import { test } from "node:test";
import assert from "node:assert/strict";
import { bumpVersion, rollChangelog } from "../scripts/release.mjs";

test("patch bump", () => {
  assert.equal(bumpVersion("1.7.3", "patch"), "1.7.4");
  assert.equal(bumpVersion("1.7.9", "patch"), "1.7.10");
});

test("minor and major bumps", () => {
  assert.equal(bumpVersion("1.7.3", "minor"), "1.8.0");
  assert.equal(bumpVersion("1.7.3", "major"), "2.0.0");
});

test("prerelease bumps", () => {
  assert.equal(bumpVersion("1.7.3", "prerelease"), "1.7.4-rc.0");
  assert.equal(bumpVersion("1.7.4-rc.0", "prerelease"), "1.7.4-rc.1");
});

test("changelog gets a section under Unreleased", () => {
  const out = rollChangelog("# Changelog\n\n## Unreleased\n\n- x\n", "1.8.0", new Date(2025, 0, 2));
  assert.match(out, /## Unreleased\n\n## 1\.8\.0 - 2025-01-02\n/);
});
