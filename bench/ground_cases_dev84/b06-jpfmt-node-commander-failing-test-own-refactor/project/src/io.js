import { readFileSync, writeFileSync } from "node:fs";

/** ファイルを読む。BOM は外し、改行コード (CRLF/LF) を覚えておく。 */
export function readText(path) {
  let text = readFileSync(path, "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return { text: text.replace(/\r\n/g, "\n"), eol };
}

/** 標準入力を全部読む */
export async function readStdin(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  let text = Buffer.concat(chunks).toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return { text: text.replace(/\r\n/g, "\n"), eol };
}

/** 読んだときの改行コードに戻して書く */
export function writeText(path, text, eol = "\n") {
  writeFileSync(path, eol === "\n" ? text : text.replace(/\n/g, eol));
}
