import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export class ConfigError extends Error {}

export const DEFAULTS = Object.freeze({ space: true, punctuation: "maru" });

/** 設定ファイルを探す順: カレントの .jpfmtrc.json → $XDG_CONFIG_HOME/jpfmt/config.json */
export function configCandidates(cwd = process.cwd(), env = process.env) {
  const xdg = env.XDG_CONFIG_HOME || join(homedir(), ".config");
  return [join(cwd, ".jpfmtrc.json"), join(xdg, "jpfmt", "config.json")];
}

export function loadConfig(explicit, { cwd, env } = {}) {
  const path = explicit ?? configCandidates(cwd, env).find((p) => existsSync(p));
  if (!path) return { ...DEFAULTS };
  let raw;
  try {
    raw = readFileSync(path, "utf8");
  } catch (err) {
    throw new ConfigError(`${path}: 読めません (${err.code})`);
  }
  let data;
  try {
    data = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`${path}: JSON として読めません (${err.message})`);
  }
  const unknown = Object.keys(data).filter((k) => !(k in DEFAULTS));
  if (unknown.length) {
    throw new ConfigError(`${path}: 知らない設定項目です: ${unknown.join(", ")}`);
  }
  if (!["maru", "comma", "keep"].includes(data.punctuation ?? "maru")) {
    throw new ConfigError(`${path}: punctuation は maru / comma / keep のどれかです`);
  }
  return { ...DEFAULTS, ...data };
}
