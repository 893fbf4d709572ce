export function formatDate(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleDateString('ja-JP', { year: 'numeric', month: '2-digit', day: '2-digit' });
}

export function isSameDay(a: string, b: string): boolean {
  return formatDate(a) === formatDate(b);
}
