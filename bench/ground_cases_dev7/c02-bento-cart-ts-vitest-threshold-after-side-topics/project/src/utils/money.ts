/** 四舍五入到分 */
export function roundYuan(n: number): number {
  return Math.round(n * 100) / 100;
}

export function formatYuan(n: number): string {
  return `¥${n.toFixed(2)}`;
}
