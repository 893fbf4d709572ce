import iconv from "iconv-lite";

const SNIFF_BYTES = 1024;

/**
 * CSV のバイト列を文字列にする。
 * encoding が "auto" のときは BOM → UTF-8 として妥当か → Shift_JIS の順に判定する。
 * Excel の「CSV（コンマ区切り）」は Shift_JIS、「CSV UTF-8」は BOM 付き UTF-8。
 */
export function decodeCsv(buf, encoding = "auto") {
  const enc = encoding === "auto" ? detectEncoding(buf) : encoding;
  const text = iconv.decode(buf, enc);
  return text.replace(/^\uFEFF/, "");
}

export function detectEncoding(buf) {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
    return "utf-8";
  }
  // 先頭だけ見れば十分（大きいファイルで全体を舐めない）
  const head = buf.subarray(0, SNIFF_BYTES);
  return isUtf8(head) ? "utf-8" : "shift_jis";
}

function isUtf8(bytes) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
