const { pool } = require('../db');

// Merchants call the API with the token from the portal's settings page.
async function requireMerchant(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) {
    res.status(401).json({ error: 'missing token' });
    return;
  }
  try {
    const { rows } = await pool.query(
      'SELECT id, name, timezone FROM merchants WHERE api_token = $1 AND disabled_at IS NULL',
      [token],
    );
    if (rows.length === 0) {
      res.status(401).json({ error: 'invalid token' });
      return;
    }
    req.merchant = rows[0];
    next();
  } catch (err) {
    next(err);
  }
}

module.exports = { requireMerchant };
