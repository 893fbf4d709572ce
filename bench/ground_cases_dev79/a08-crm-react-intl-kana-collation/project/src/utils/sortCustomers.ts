export interface Customer {
  id: string;
  name: string;
  nameKana?: string;
  region: string;
}

const collator = new Intl.Collator('ja', { sensitivity: 'base', numeric: true });

export function sortCustomers(list: Customer[]): Customer[] {
  const key = (c: Customer) => c.nameKana || c.name;
  return [...list].sort((a, b) => collator.compare(key(a), key(b)));
}
