export function requireUser(req, res, next) {
  const token = req.get("authorization")?.replace(/^Bearer /, "");
  if (!token) {
    return res.status(401).json({ error: "login required" });
  }
  req.userToken = token;
  next();
}
