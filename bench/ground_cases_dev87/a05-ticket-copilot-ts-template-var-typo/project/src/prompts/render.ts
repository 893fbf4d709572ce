import { readFileSync } from "node:fs";
import { TEMPLATE_DIR } from "../config.js";

const cache = new Map<string, string>();

export class MissingVariableError extends Error {
  constructor(name: string, template: string) {
    super(`Missing variable: ${name} in template ${template}`);
  }
}

export function loadTemplate(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(name, TEMPLATE_DIR), "utf8");
    cache.set(name, text);
  }
  return text;
}

/** Fill {{var}} placeholders. Every placeholder must have a value. */
export function render(name: string, vars: Record<string, string | number | undefined>): string {
  return loadTemplate(name).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new MissingVariableError(key, name);
    return String(value);
  });
}
