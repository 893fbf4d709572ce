import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { run } from "../src/cli.js";

process.env.XDG_CONFIG_HOME = mkdtempSync(join(tmpdir(), "jpfmt-xdg-"));

function sink() {
  let data = "";
  const s = new Writable({ write(chunk, _enc, cb) { data += chunk; cb(); } });
  s.text = () => data;
  return s;
}

async function runCli(args, opts = {}) {
  const stdout = sink();
  const stderr = sink();
  const code = await run(args, { stdout, stderr, ...opts });
  return { code, out: stdout.text(), err: stderr.text() };
}

function fixture(text, name = "a.md") {
  const p = join(mkdtempSync(join(tmpdir(), "jpfmt-")), name);
  writeFileSync(p, text);
  return p;
}

test("prints formatted text", async () => {
  const { code, out } = await runCli([fixture("ＧｉｔＨｕｂで管理．")]);
  assert.equal(code, 0);
  assert.equal(out, "GitHub で管理。");
});

test("--check lists files that need formatting and exits with 1", async () => {
  const bad = fixture("Ａです");
  const good = fixture("A です");
  const { code, out } = await runCli(["--check", bad, good]);
  assert.equal(code, 1);
  assert.equal(out, `${bad}\n`);
});

test("exits with 2 on a broken config", async () => {
  const cfg = fixture('{ "space": true, }', "bad.json");
  const { code, err } = await runCli(["--config", cfg, fixture("A")]);
  assert.equal(code, 2);
  assert.match(err, /JSON として読めません/);
});

test("formats stdin when no file is given", async () => {
  const { Readable } = await import("node:stream");
  const { code, out } = await runCli([], { stdin: Readable.from(["ＡＰＩを呼ぶ"]) });
  assert.equal(code, 0);
  assert.equal(out, "API を呼ぶ");
});

test("--write keeps CRLF line endings", async () => {
  const p = fixture("Ａです\r\nＢです\r\n");
  await runCli(["--write", p]);
  assert.equal(readFileSync(p, "utf8"), "A です\r\nB です\r\n");
});
