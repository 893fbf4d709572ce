// tauri-action が作った .sig を読んで、latest-<target>.json をリリースに上げる。
// 使い方: node scripts/updater-json.mjs <version> <runner.os>
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [version, runnerOs] = process.argv.slice(2);
const tag = `v${version}`;
const base = `https://github.com/kenji-t/clipnote/releases/download/${tag}`;

const targets = {
  macOS: { target: "darwin", dir: "src-tauri/target/universal-apple-darwin/release/bundle/macos", ext: ".app.tar.gz",
           platforms: ["darwin-aarch64", "darwin-x86_64"] },
  Windows: { target: "windows", dir: "src-tauri/target/release/bundle/nsis", ext: "-setup.exe",
             platforms: ["windows-x86_64"] },
};

const t = targets[runnerOs];
if (!t) throw new Error(`unknown runner: ${runnerOs}`);
const file = readdirSync(t.dir).find((f) => f.endsWith(t.ext));
const signature = readFileSync(join(t.dir, `${file}.sig`), "utf8");
const platforms = Object.fromEntries(t.platforms.map((p) => [p, { signature, url: `${base}/${encodeURIComponent(file)}` }]));
const out = `latest-${t.target}.json`;
writeFileSync(out, JSON.stringify({ version, pub_date: new Date().toISOString(), platforms }, null, 2));
execFileSync("gh", ["release", "upload", tag, out, "--clobber"], { stdio: "inherit" });
