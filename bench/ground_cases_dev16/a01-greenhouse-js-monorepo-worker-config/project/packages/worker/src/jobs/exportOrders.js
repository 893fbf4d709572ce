import { config } from '../config.js';
import { queryOrders } from '../db/orders.js';
import { putObject, signedUrl } from '../storage.js';
import { send } from '../mail/transport.js';

export const name = 'export-orders';

function toCsv(rows) {
  const header = ['id', 'created_at', 'customer_email', 'plan', 'total_cents'];
  const escape = (v) => {
    const s = String(v ?? '');
    return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
  };
  return [header.join(','), ...rows.map((r) => header.map((h) => escape(r[h])).join(','))].join('\n');
}

export async function handle(job, { logger }) {
  const { requestedBy, from, to } = job.data;
  const rows = await queryOrders({ from, to });
  const key = `orders/${from}_${to}_${job.id}.csv`;
  await putObject(config.exports.bucket, key, toCsv(rows), 'text/csv');
  const link = await signedUrl(config.exports.bucket, key, config.exports.linkTtlSeconds);
  await send({
    to: requestedBy,
    subject: `Orders export ${from} - ${to}`,
    html: `<p>${rows.length} orders. <a href="${link}">Download CSV</a> (valid for an hour)</p>`,
  });
  logger.info('export done', { key, rows: rows.length });
  return { key, rows: rows.length };
}
