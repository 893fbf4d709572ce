import { readFileSync } from "node:fs";

export interface SiteConfig {
  title: string;
  baseUrl: string;
  postsDir: string;
  outDir: string;
  author: string;
}

export function loadConfig(path = "mdsite.config.json"): SiteConfig {
  const raw = JSON.parse(readFileSync(path, "utf8")) as Partial<SiteConfig>;
  for (const key of ["title", "baseUrl", "postsDir", "outDir"] as const) {
    if (!raw[key]) throw new Error(`${path}: "${key}" is required`);
  }
  return { author: "", ...raw } as SiteConfig;
}
