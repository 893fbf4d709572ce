import type { Customer, SortDir, SortKey } from '../types';

const collator = new Intl.Collator('ja', { sensitivity: 'base', numeric: true });

function compareNumbers(a: number, b: number): number {
  return a - b;
}

export function sortCustomers(list: Customer[], key: SortKey, dir: SortDir): Customer[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    switch (key) {
      case 'name':
        return sign * collator.compare(a.name, b.name);
      case 'createdAt':
        return sign * compareNumbers(Date.parse(a.createdAt), Date.parse(b.createdAt));
      case 'totalSpent':
        return sign * compareNumbers(a.totalSpent, b.totalSpent);
      default:
        return 0;
    }
  });
}

export function filterCustomers(list: Customer[], query: string): Customer[] {
  const q = query.trim().toLowerCase();
  if (!q) return list;
  return list.filter(
    (c) =>
      c.name.toLowerCase().includes(q) ||
      c.nameKana.includes(q) ||
      c.email.toLowerCase().includes(q),
  );
}
