// Builds dist/: ESM + CJS bundles, type declarations and a CSS file with custom properties.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

import { tokens } from "../src/tokens.js";

const outdir = "dist";

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const shared = { entryPoints: ["src/index.ts"], bundle: true, minify: true, sourcemap: true, target: "es2020" };

await build({ ...shared, format: "esm", outfile: `${outdir}/index.js` });
await build({ ...shared, format: "cjs", outfile: `${outdir}/index.cjs` });

execFileSync("npx", ["tsc", "--emitDeclarationOnly", "--declaration", "--outDir", outdir], { stdio: "inherit" });

function toCssVars(prefix, obj) {
  return Object.entries(obj).flatMap(([key, value]) =>
    typeof value === "object" ? toCssVars(`${prefix}-${key}`, value) : [`  --${prefix}-${key}: ${value};`],
  );
}

const css = [
  ":root {",
  ...toCssVars("acme-color", tokens.color),
  ...toCssVars("acme-space", tokens.space),
  ...toCssVars("acme-font-size", tokens.fontSize),
  ...toCssVars("acme-radius", tokens.radius),
  "}",
  "",
].join("\n");

writeFileSync(`${outdir}/tokens.css`, css);
console.log(`built ${outdir}/ (esm, cjs, d.ts, css)`);
