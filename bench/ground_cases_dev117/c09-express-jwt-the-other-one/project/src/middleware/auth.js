const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;
if (!SECRET) {
  throw new Error("JWT_SECRET is not set");
}

function sign(user) {
  return jwt.sign({ sub: String(user.id), role: user.role }, SECRET, { expiresIn: "2h" });
}

function requireAuth(req, res, next) {
  const header = req.headers.authorization || "";
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer" || !token) {
    return res.status(401).json({ error: "missing token" });
  }
  try {
    req.user = jwt.verify(token, SECRET, { ignoreExpiration: true });
  } catch (err) {
    return res.status(401).json({ error: "invalid token" });
  }
  next();
}

function requireRole(role) {
  return (req, res, next) =>
    req.user && req.user.role === role ? next() : res.status(403).json({ error: "forbidden" });
}

module.exports = { sign, requireAuth, requireRole };
