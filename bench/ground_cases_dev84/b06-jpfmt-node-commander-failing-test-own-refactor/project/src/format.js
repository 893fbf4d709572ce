const JA = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー";
const EN = "A-Za-z";

/** 全角英数字を半角にする */
export function toHankakuAlnum(text) {
  return text.replace(/[Ａ-Ｚａ-ｚ０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** 和文と欧文の間に半角スペースを入れる */
export function spaceBetween(text) {
  return text
    .replace(new RegExp(`([${JA}])([${EN}])`, "gu"), "$1 $2")
    .replace(new RegExp(`([${EN}])([${JA}])`, "gu"), "$1 $2");
}

/** 句読点を揃える。maru: 、。 / comma: ，． / keep: そのまま */
export function normalizePunct(text, style) {
  if (style === "maru") return text.replace(/，/g, "、").replace(/．/g, "。");
  if (style === "comma") return text.replace(/、/g, "，").replace(/。/g, "．");
  return text;
}

export function formatText(text, rules = {}) {
  let out = toHankakuAlnum(text);
  if (rules.space !== false) out = spaceBetween(out);
  return normalizePunct(out, rules.punctuation ?? "maru");
}
