const { test } = require("node:test");
const assert = require("node:assert");
const path = require("node:path");
const fs = require("node:fs");
const os = require("node:os");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rp-"));
fs.mkdirSync(path.join(dir, "2025", "10"), { recursive: true });
fs.writeFileSync(path.join(dir, "2025", "10", "summary.pdf"), "%PDF-1.4 test");
process.env.REPORT_FILES_DIR = dir;

const request = require("supertest");
const { createApp } = require("../src/app");
const { resolveInside } = require("../src/routes/files");

test("resolveInside rejects parent paths", () => {
  assert.equal(resolveInside("/data", "../etc/passwd"), null);
  assert.equal(resolveInside("/data", "a/b.pdf"), "/data/a/b.pdf");
});

test("downloads a nested file", async () => {
  const res = await request(createApp()).get("/files/dl/2025/10/summary.pdf");
  assert.equal(res.status, 200);
  assert.match(res.headers["content-disposition"], /summary\.pdf/);
});

test("healthz", async () => {
  const res = await request(createApp()).get("/healthz");
  assert.deepEqual(res.body, { ok: true });
});
