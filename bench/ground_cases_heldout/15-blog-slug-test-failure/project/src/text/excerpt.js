// 摘要：去掉 Markdown 标记后取前 n 个字符，按字符（而非字节）截断。
export function excerpt(markdown, n = 120) {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length <= n ? plain : chars.slice(0, n).join('') + '…';
}
