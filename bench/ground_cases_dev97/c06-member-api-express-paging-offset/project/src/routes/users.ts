import { NextFunction, Request, Response, Router } from "express";

import { countUsers, getUser, listUsers, USER_SORTS, UserSort } from "../repos/userRepo";
import { pageMeta, parsePaging } from "../utils/paging";

export const usersRouter = Router();

type Handler = (req: Request, res: Response) => Promise<void>;

const wrap = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  fn(req, res).catch(next);
};

usersRouter.get(
  "/",
  wrap(async (req, res) => {
    const paging = parsePaging(req.query as Record<string, unknown>);
    const keyword = typeof req.query.keyword === "string" ? req.query.keyword.trim() : undefined;
    const sort = (req.query.sort ?? "created_desc") as string;
    if (!(sort in USER_SORTS)) {
      res.status(400).json({ error: "bad_sort", allowed: Object.keys(USER_SORTS) });
      return;
    }
    const [items, total] = await Promise.all([
      listUsers({ keyword, ...paging, sort: sort as UserSort }),
      countUsers(keyword),
    ]);
    res.json({ items, ...pageMeta(total, paging) });
  }),
);

usersRouter.get(
  "/:id",
  wrap(async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) {
      res.status(400).json({ error: "bad_id" });
      return;
    }
    const user = await getUser(id);
    if (!user) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    res.json(user);
  }),
);
