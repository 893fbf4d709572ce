// 只支持 "key: value" 形式的简单 front matter。
export function parseFrontMatter(text) {
  if (!text.startsWith('---\n')) return { data: {}, body: text };
  const end = text.indexOf('\n---\n', 4);
  if (end === -1) return { data: {}, body: text };
  const data = {};
  for (const line of text.slice(4, end).split('\n')) {
    const i = line.indexOf(':');
    if (i === -1) continue;
    const key = line.slice(0, i).trim();
    let value = line.slice(i + 1).trim();
    if (/^\[.*\]$/.test(value)) value = value.slice(1, -1).split(',').map((s) => s.trim()).filter(Boolean);
    data[key] = value;
  }
  return { data, body: text.slice(end + 5) };
}
