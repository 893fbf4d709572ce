// What to watch for. Keywords are matched against the title (case-insensitive).
export const SHOP = {
  name: "古書ひだまり堂",
  newArrivalsUrl: "https://www.hidamari-books.example.jp/shop/new.php",
  pages: 3,
};

export const KEYWORDS = [
  "つげ義春",
  "水木しげる",
  "初版",
  "サンリオSF文庫",
  "ハヤカワ・SF・シリーズ",
  "国書刊行会",
];

export const SLACK_WEBHOOK_URL = process.env.SLACK_WEBHOOK_URL;
export const SEEN_PATH = new URL("../data/seen.json", import.meta.url);
export const MAX_SEEN = 5000;

export function matches(title) {
  const t = title.toLowerCase();
  return KEYWORDS.some((k) => t.includes(k.toLowerCase()));
}

export function userAgent() {
  return "furuhon-watch/1.1 (+https://github.com/daiki-k/furuhon-watch)";
}
