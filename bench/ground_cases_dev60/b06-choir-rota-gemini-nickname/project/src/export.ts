import type { Assignment, Service } from './rota.js';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

function quote(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00+09:00`);
  return `${d.getMonth() + 1}/${d.getDate()}(${WEEKDAYS[d.getDay()]})`;
}

export function toCsv(services: Service[], rota: Assignment[]): string {
  const roles = [...new Set(services.flatMap((s) => s.roles))];
  const header = ['日付', '開始', '本番・奉仕', ...roles];
  const rows = services.map((s) => {
    const cells = roles.map((role) => rota.find((a) => a.serviceId === s.id && a.role === role)?.member ?? '');
    return [dayLabel(s.date), s.start, s.title, ...cells];
  });
  // BOM so that Excel on Windows reads it as UTF-8
  return '\uFEFF' + [header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
}

export function summary(rota: Assignment[]): string {
  const counts = new Map<string, number>();
  for (const a of rota) counts.set(a.member, (counts.get(a.member) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name}: ${n}回`)
    .join('\n');
}
