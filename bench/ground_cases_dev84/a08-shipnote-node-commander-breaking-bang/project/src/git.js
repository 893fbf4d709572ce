"use strict";

const { execFile } = require("child_process");
const { promisify } = require("util");

const run = promisify(execFile);
const SEP = "\x1f";
const END = "\x1e";

async function lastTag() {
  const { stdout } = await run("git", ["describe", "--tags", "--abbrev=0"]);
  return stdout.trim();
}

async function commitsSince(since) {
  const from = since || (await lastTag());
  const { stdout } = await run("git", ["log", `${from}..HEAD`, `--format=%H${SEP}%s${SEP}%b${END}`], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout
    .split(END)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [hash, subject, body] = entry.split(SEP);
      return { hash, subject, body: body || "" };
    });
}

module.exports = { commitsSince, lastTag };
