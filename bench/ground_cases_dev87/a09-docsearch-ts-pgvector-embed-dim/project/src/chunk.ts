import { CHUNK_OVERLAP, CHUNK_SIZE } from "./config.js";

/** Split on paragraph boundaries, packing paragraphs up to CHUNK_SIZE characters. */
export function chunkText(text: string, size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): string[] {
  const paragraphs = text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const chunks: string[] = [];
  let current = "";
  for (const p of paragraphs) {
    if (current && current.length + p.length + 2 > size) {
      chunks.push(current);
      current = current.slice(Math.max(0, current.length - overlap));
    }
    current = current ? `${current}\n\n${p}` : p;
  }
  if (current) chunks.push(current);
  return chunks;
}
