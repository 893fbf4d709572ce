import { Command, CommanderError } from "commander";
import { createRequire } from "node:module";
import { ConfigError, loadConfig } from "./config.js";
import { formatText } from "./format.js";
import { readStdin, readText, writeText } from "./io.js";

const pkg = createRequire(import.meta.url)("../package.json");

function buildProgram(stdout, stderr) {
  return new Command()
    .name("jpfmt")
    .description("日本語の文章を整形する (全角英数・和欧間スペース・句読点)")
    .version(pkg.version)
    .argument("[files...]", "整形するファイル (省略するか - で標準入力)")
    .option("-w, --write", "ファイルを上書きする")
    .option("--check", "整形が必要なファイルがあれば名前を表示して終了コード 1")
    .option("-c, --config <path>", "設定ファイル")
    .option("--no-space", "和文と欧文の間にスペースを入れない")
    .exitOverride()
    .configureOutput({ writeOut: (s) => stdout.write(s), writeErr: (s) => stderr.write(s) });
}

function resolveRules(opts) {
  const config = loadConfig(opts.config);
  return { ...config, space: opts.space && config.space };
}

/** CLI 本体。終了コードを返す (0: OK, 1: --check で整形が必要, 2: 使い方・設定の誤り)。 */
export async function run(argv, { stdout = process.stdout, stderr = process.stderr, stdin = process.stdin } = {}) {
  const program = buildProgram(stdout, stderr);
  try {
    program.parse(argv, { from: "user" });
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    throw err;
  }
  const opts = program.opts();
  const files = program.args;
  const useStdin = files.length === 0 || (files.length === 1 && files[0] === "-");
  if (useStdin && opts.write) {
    stderr.write("jpfmt: 標準入力には --write を使えません\n");
    return 2;
  }
  const rules = resolveRules(opts);

  if (useStdin) {
    const { text, eol } = await readStdin(stdin);
    const out = formatText(text, rules);
    if (opts.check) return out === text ? 0 : 1;
    stdout.write(eol === "\n" ? out : out.replace(/\n/g, eol));
    return 0;
  }

  const unformatted = [];
  for (const file of files) {
    const { text, eol } = readText(file);
    const out = formatText(text, rules);
    if (opts.check) {
      if (out !== text) unformatted.push(file);
    } else if (opts.write) {
      if (out !== text) writeText(file, out, eol);
    } else {
      stdout.write(out);
    }
  }
  if (opts.check && unformatted.length > 0) {
    for (const f of unformatted) stdout.write(`${f}\n`);
    return 1;
  }
  return 0;
}
