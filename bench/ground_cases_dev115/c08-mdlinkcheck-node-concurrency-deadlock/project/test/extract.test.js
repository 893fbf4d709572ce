import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractLinks } from "../src/extract.js";

function tmpDocs(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdlc-"));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

test("finds urls and skips anchors and mailto", () => {
  const dir = tmpDocs({ "a.md": "[x](https://example.com) [y](#top) [z](mailto:a@b.c)\n" });
  const links = extractLinks(path.join(dir, "a.md"));
  assert.deepEqual(links.map((l) => l.href), ["https://example.com"]);
});

test("resolves relative links against the file's own folder", () => {
  const dir = tmpDocs({
    "docs/guide/start.md": "[api](../api/index.md) [gone](../api/old.md)\n",
    "docs/api/index.md": "# API\n",
  });
  const links = extractLinks(path.join(dir, "docs/guide/start.md"));
  assert.deepEqual(
    links.map((l) => [l.href, l.exists]),
    [["../api/index.md", true], ["../api/old.md", false]],
  );
});
