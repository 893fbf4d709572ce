import express from "express";
import { postsRouter } from "./routes/posts.js";
import { commentsRouter } from "./routes/comments.js";

const app = express();
app.use(express.json());
app.use("/api/boards/:boardId/posts", postsRouter);
app.use("/api/posts/:postId/comments", commentsRouter);

app.listen(Number(process.env.PORT ?? 3000), () => console.log("bbs api up"));
