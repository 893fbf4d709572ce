import { config } from "../config.js";
import { verifySession } from "../auth/sessions.js";

const MESSAGES = {
  AUTH_REQUIRED: "ログインしてください",
  AUTH_INVALID: "セッションが無効です。もう一度ログインしてください",
  AUTH_EXPIRED: "セッションの有効期限が切れました。もう一度ログインしてください",
};

function bearerToken(req) {
  const header = req.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7) : null;
}

export function requireAuth(store) {
  return async (req, res, next) => {
    try {
      const id = req.cookies?.[config.cookieName] ?? bearerToken(req);
      const result = await verifySession(store, id);
      if (!result.ok) {
        req.log?.warn({ code: result.code }, "auth rejected");
        return res.status(401).json({ error: { code: result.code, message: MESSAGES[result.code] } });
      }
      req.session = result.session;
      return next();
    } catch (err) {
      return next(err);
    }
  };
}

export function requireRole(role) {
  return (req, res, next) => {
    if (req.session?.role !== role) {
      return res.status(403).json({ error: { code: "FORBIDDEN", message: "権限がありません" } });
    }
    return next();
  };
}
