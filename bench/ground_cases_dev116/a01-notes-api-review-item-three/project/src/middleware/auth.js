const jwt = require("jsonwebtoken");

function bearer(req) {
  const header = req.get("authorization") || "";
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer" || !token) return null;
  return token;
}

function requireUser(req, res, next) {
  const token = bearer(req);
  if (!token) {
    return res.status(401).json({ error: "missing token" });
  }
  let claims;
  try {
    claims = jwt.verify(token, req.app.locals.secret, { algorithms: ["HS256"] });
  } catch (err) {
    const expired = err.name === "TokenExpiredError";
    return res.status(401).json({ error: expired ? "token expired" : "invalid token" });
  }
  if (!claims.sub) {
    return res.status(401).json({ error: "invalid token" });
  }
  req.user = { id: claims.sub, name: claims.name || "" };
  next();
}

function requireAdmin(req, res, next) {
  requireUser(req, res, () => {
    if (!req.user || req.user.role !== "admin") {
      return res.status(403).json({ error: "admins only" });
    }
    next();
  });
}

module.exports = { requireUser, requireAdmin, bearer };
