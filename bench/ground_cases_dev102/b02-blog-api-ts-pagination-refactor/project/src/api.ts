import express, { Request, Response } from "express";
import { paginate } from "./paginate";
import { listArticles, Article } from "./store";

export const app = express();

function intParam(req: Request, name: string, fallback: number): number {
  const raw = req.query[name];
  const n = typeof raw === "string" ? parseInt(raw, 10) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

app.get("/articles", (req: Request, res: Response) => {
  const page = intParam(req, "page", 1);
  const perPage = intParam(req, "per_page", 20);
  let all: Article[] = listArticles();
  if (req.query.sort === "views") {
    all = [...all].sort((a, b) => b.views - a.views);
  }
  const result = paginate(all, page, perPage);
  res.json(result);
});

app.get("/articles/:slug", (req: Request, res: Response) => {
  const found = listArticles().find((a) => a.slug === req.params.slug);
  if (!found) {
    res.status(404).json({ error: "not_found" });
    return;
  }
  res.json(found);
});

app.get("/healthz", (_req: Request, res: Response) => {
  res.json({ ok: true });
});

export default app;
