import { findSession, touchSession } from "../sessions.js";

export const SESSION_COOKIE = "gb_sid";

export class AuthError extends Error {
  constructor(code, message, status = 401) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export function requireSession() {
  return async (req, res, next) => {
    try {
      const sid = req.signedCookies?.[SESSION_COOKIE];
      if (!sid) throw new AuthError("E_NO_SESSION", "Please log in.");
      const session = await findSession(sid);
      if (!session) throw new AuthError("E_SESSION_UNKNOWN", "Please log in again.");
      if (session.expires_at.getTime() <= Date.now()) {
        const age = Math.round((Date.now() - session.created_at.getTime()) / 1000);
        req.log.warn({ sid: sid.slice(0, 8), user: session.user_id, age, remember: session.remember }, "E_SESSION_EXPIRED");
        throw new AuthError("E_SESSION_EXPIRED", "Your session has expired. Please log in again.");
      }
      req.session = await touchSession(session);
      req.userId = session.user_id;
      next();
    } catch (err) {
      if (err instanceof AuthError) {
        res.clearCookie(SESSION_COOKIE);
        return res.status(err.status).json({ error: err.code, message: err.message });
      }
      next(err);
    }
  };
}
