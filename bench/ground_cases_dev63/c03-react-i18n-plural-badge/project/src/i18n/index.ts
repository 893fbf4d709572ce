import en from "../locales/en.json";
import zhCN from "../locales/zh-CN.json";
import zhTW from "../locales/zh-TW.json";

export type Locale = "en" | "zh-CN" | "zh-TW";

const tables: Record<Locale, Record<string, string>> = {
  en,
  "zh-CN": zhCN,
  "zh-TW": zhTW,
};

export const SUPPORTED: Locale[] = ["zh-CN", "zh-TW", "en"];

export function detectLocale(nav: string | undefined): Locale {
  if (!nav) return "zh-CN";
  if (/^zh-(TW|HK|Hant)/i.test(nav)) return "zh-TW";
  if (nav.toLowerCase().startsWith("zh")) return "zh-CN";
  return "en";
}

/**
 * 取翻译。找不到 key 时直接返回 key 本身（方便发现漏翻）。
 * params 里的 {name} 会被替换。
 */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const table = tables[locale] ?? tables["zh-CN"];
  const raw = table[key] ?? key;
  return raw.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function hasKey(locale: Locale, key: string): boolean {
  return key in (tables[locale] ?? {});
}
