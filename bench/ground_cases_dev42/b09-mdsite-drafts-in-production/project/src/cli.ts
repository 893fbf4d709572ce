#!/usr/bin/env node
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { loadConfig } from "./config.js";
import { renderFeed } from "./feed.js";
import { loadPosts, visiblePosts } from "./posts.js";
import { renderIndex, renderPost } from "./render.js";

interface Flags {
  drafts?: boolean;
  port: number;
}

export function parseFlags(argv: string[]): Flags {
  const flags: Flags = { port: 4000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--drafts") flags.drafts = true;
    else if (a === "--no-drafts") flags.drafts = false;
    else if (a === "--port") flags.port = Number(argv[++i]);
    else throw new Error(`unknown option ${a}`);
  }
  return flags;
}

async function build(flags: Flags): Promise<void> {
  const site = loadConfig();
  const all = loadPosts(site.postsDir);
  const posts = visiblePosts(all, { drafts: flags.drafts ?? true });
  rmSync(site.outDir, { recursive: true, force: true });
  for (const post of posts) {
    const dir = join(site.outDir, "posts", post.slug);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), await renderPost(site, post));
  }
  writeFileSync(join(site.outDir, "index.html"), renderIndex(site, posts));
  writeFileSync(join(site.outDir, "feed.xml"), renderFeed(site, posts));
  console.log(`built ${posts.length} of ${all.length} posts into ${site.outDir}/ (+ feed.xml)`);
}

async function serve(flags: Flags): Promise<void> {
  const site = loadConfig();
  const server = createServer(async (req, res) => {
    // rebuilt on every request: drafts are shown by default while writing
    const posts = visiblePosts(loadPosts(site.postsDir), { drafts: flags.drafts ?? true });
    const slug = req.url?.match(/^\/posts\/([^/]+)\/?$/)?.[1];
    const post = slug ? posts.find((p) => p.slug === slug) : undefined;
    if (req.url === "/" || req.url === "") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(renderIndex(site, posts));
    } else if (post) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(await renderPost(site, post));
    } else {
      res.writeHead(404).end("not found");
    }
  });
  server.listen(flags.port, () => console.log(`http://localhost:${flags.port}/`));
}

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (f: Flags) => Promise<void>> = { build, serve };
if (!command || !commands[command]) {
  console.error("usage: mdsite build|serve [--drafts|--no-drafts] [--port N]");
  process.exit(2);
}
commands[command](parseFlags(rest)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
