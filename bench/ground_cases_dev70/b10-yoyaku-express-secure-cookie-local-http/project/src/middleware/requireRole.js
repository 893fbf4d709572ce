const RANK = { staff: 1, admin: 2 };

function requireRole(role) {
  return (req, res, next) => {
    if (!req.session || !req.session.userId) {
      return res.status(401).json({ error: 'ログインしてください' });
    }
    const have = RANK[req.session.role] || 0;
    if (have < RANK[role]) {
      return res.status(403).json({ error: '権限がありません' });
    }
    next();
  };
}

module.exports = { requireRole };
