// Bundles each Lambda entry point into dist/<name>/index.js for SAM (CodeUri: dist/<name>).
import { build } from "esbuild";
import { rm, stat } from "node:fs/promises";

const entries = {
  api: "src/handler.ts",
  worker: "src/worker.ts",
};

async function bundle(name, entry) {
  const outfile = `dist/${name}/index.js`;
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    minify: true,
    // .map file next to index.js, kept out of the bundle itself
    sourcemap: "external",
    // provided by the nodejs20.x runtime
    external: ["@aws-sdk/*", "pg-native"],
    logLevel: "warning",
  });
  const { size } = await stat(outfile);
  console.log(`${name}: ${(size / 1024 / 1024).toFixed(1)} MB`);
}

await rm("dist", { recursive: true, force: true });
for (const [name, entry] of Object.entries(entries)) {
  await bundle(name, entry);
}
