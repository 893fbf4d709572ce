import type { Data, Role } from './store.js';
import { memberName } from './store.js';

const ROLE_LABELS: Record<Role, string> = {
  'soprano-lead': 'Soprano lead',
  'alto-lead': 'Alto lead',
  'tenor-lead': 'Tenor lead',
  'bass-lead': 'Bass lead',
  'music-folders': 'Music folders',
  tea: 'Tea',
  doors: 'Doors',
};

function prettyDate(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One row per service, one column per role, names in the cells. */
export function rotaCsv(data: Data): string {
  const roles = Object.keys(ROLE_LABELS) as Role[];
  const services = [...new Set(data.shifts.map((s) => s.service))].sort();
  const rows = [['Date', ...roles.map((r) => ROLE_LABELS[r])]];
  for (const service of services) {
    const row = [prettyDate(service)];
    for (const role of roles) {
      const shift = data.shifts.find((s) => s.service === service && s.role === role);
      row.push(shift ? memberName(data, shift.memberId) : '');
    }
    rows.push(row);
  }
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
