import type { Customer } from '../types';

const HEADER_KEYS = ['id', 'name', 'nameKana', 'email', 'createdAt', 'totalSpent'] as const;

function escape(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function customersToCsv(list: Customer[], headers: Record<string, string>, locale: string): string {
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const head = HEADER_KEYS.map((k) => escape(headers[k] ?? k)).join(',');
  const rows = list.map((c) =>
    [
      String(c.id),
      c.name,
      c.nameKana,
      c.email,
      date.format(new Date(c.createdAt)),
      String(c.totalSpent),
    ]
      .map(escape)
      .join(','),
  );
  // BOM so Excel opens the file as UTF-8
  return '\uFEFF' + [head, ...rows].join('\r\n');
}

export function downloadCsv(filename: string, content: string): void {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
