import { Router } from "express";
import { pageQuery } from "../lib/paginate.js";
import { countPosts, listPosts } from "../repos/posts.js";

export const postsRouter = Router({ mergeParams: true });

postsRouter.get("/", async (req, res) => {
  const boardId = Number((req.params as { boardId: string }).boardId);
  const page = pageQuery.parse(req.query);
  const [items, total] = await Promise.all([listPosts(boardId, page), countPosts(boardId)]);
  res.json({ items, total, page: page.page, size: page.size });
});
