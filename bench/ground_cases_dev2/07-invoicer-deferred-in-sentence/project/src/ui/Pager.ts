export function pagerLabels(page: number, totalPages: number): string[] {
  const labels: string[] = [];
  for (let p = 1; p <= totalPages; p++) {
    labels.push(p === page ? `[${p}]` : String(p));
  }
  return labels;
}
