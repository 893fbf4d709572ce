import { Router } from "express";
import { pageQuery } from "../lib/paginate.js";
import { listComments } from "../repos/comments.js";

export const commentsRouter = Router({ mergeParams: true });

commentsRouter.get("/", async (req, res) => {
  const postId = Number((req.params as { postId: string }).postId);
  res.json({ items: await listComments(postId, pageQuery.parse(req.query)) });
});
