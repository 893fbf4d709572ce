const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;

function bearer(req) {
  const header = req.headers.authorization || "";
  const [scheme, token] = header.split(" ");
  return scheme === "Bearer" ? token : null;
}

function requireUser(req, res, next) {
  const token = bearer(req);
  if (!token) {
    return res.status(401).json({ error: "unauthorized" });
  }
  try {
    const payload = jwt.verify(token, SECRET);
    req.user = { id: payload.sub, role: payload.role || "user" };
    return next();
  } catch (err) {
    return res.status(401).json({ error: "invalid_token" });
  }
}

function requireAdmin(req, res, next) {
  return requireUser(req, res, () => {
    if (req.user.role !== "admin") {
      return res.status(403).json({ error: "forbidden" });
    }
    return next();
  });
}

module.exports = { requireUser, requireAdmin };
