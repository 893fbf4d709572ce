// One entry per lecture, in order. Slides are uploaded as slides/weekNN.pdf.
export const TOPICS = [
  "ガイダンス / 開発環境",
  "変数と式",
  "条件分岐",
  "繰り返し",
  "関数",
  "配列",
  "文字列処理",
  "中間試験",
  "オブジェクト",
  "再帰",
  "ソートと探索",
  "ファイル入出力",
  "総合演習",
];
