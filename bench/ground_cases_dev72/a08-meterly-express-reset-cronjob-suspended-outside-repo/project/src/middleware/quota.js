import { monthStart } from '../jobs/resetUsage.js';
import { query } from '../db.js';
import { limitsFor } from '../plans.js';

// Rejects API calls once the workspace has used its monthly allowance.
export async function enforceQuota(req, res, next) {
  const ws = req.workspace;
  const rows = await query(
    'SELECT api_calls FROM usage_counters WHERE workspace_id = $1 AND month = $2',
    [ws.id, monthStart()],
  );
  if (rows.length === 0) {
    return res.status(429).json({ error: 'quota_exceeded', detail: 'no usage period open for this month' });
  }
  const { apiCallsPerMonth } = limitsFor(ws.plan);
  if (apiCallsPerMonth !== null && rows[0].api_calls >= apiCallsPerMonth) {
    return res.status(429).json({ error: 'quota_exceeded', limit: apiCallsPerMonth });
  }
  await query('UPDATE usage_counters SET api_calls = api_calls + 1 WHERE workspace_id = $1 AND month = $2', [ws.id, monthStart()]);
  return next();
}
