import { db } from '../db';

export interface ImportRow {
  name: string;
  company: string;
  phone?: string;
  stage?: string;
}

// Excel import from the sales team. Rows are inserted in one statement, so
// every imported customer gets the same created_at/updated_at (now()).
export async function bulkImport(tenantId: number, ownerId: number, rows: ImportRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db('customers')
    .insert(rows.map((r) => ({
      tenant_id: tenantId,
      owner_id: ownerId,
      name: r.name.trim(),
      company: r.company.trim(),
      phone: r.phone ?? null,
      stage: r.stage ?? 'lead',
    })))
    .returning('id');
  return inserted.length;
}
