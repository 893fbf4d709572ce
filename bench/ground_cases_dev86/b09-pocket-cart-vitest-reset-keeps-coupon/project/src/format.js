export function yen(n) {
  return `¥${n.toLocaleString('ja-JP')}`;
}
