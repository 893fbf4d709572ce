// 開発用の辞書。本番は DB から読む (TODO)
export const WORDS: string[] = [
  "iPhone",
  "iPad",
  "iMac",
  "東京",
  "東京タワー",
  "東京駅",
  "東北",
  "とうもろこし",
  "トマト",
  "Tokyo",
  "TypeScript",
  "Type-C ケーブル",
];
