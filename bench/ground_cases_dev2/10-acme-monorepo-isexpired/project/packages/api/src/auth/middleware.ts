import { isExpired, type Session } from "./session";

export function requireSession(lookup: (id: string) => Session | undefined) {
  return (req: { headers: Record<string, string> }, res: { status(n: number): { end(): void } }, next: () => void) => {
    const session = lookup(req.headers["x-session"] ?? "");
    if (!session || isExpired(session)) {
      res.status(401).end();
      return;
    }
    next();
  };
}
