import { pool } from "../db.js";
import { offsetOf, type Page } from "../lib/paginate.js";

export interface PostRow {
  id: number;
  title: string;
  author: string;
  reply_count: number;
  pinned: boolean;
  created_at: Date;
}

export async function listPosts(boardId: number, page: Page): Promise<PostRow[]> {
  const { rows } = await pool.query<PostRow>(
    `SELECT p.id, p.title, u.nickname AS author, p.reply_count, p.pinned, p.created_at
       FROM posts p
       JOIN users u ON u.id = p.author_id
      WHERE p.board_id = $1 AND p.deleted_at IS NULL
      ORDER BY p.pinned DESC, p.created_at DESC
      LIMIT $2 OFFSET $3`,
    [boardId, page.size, offsetOf(page)],
  );
  return rows;
}

export async function countPosts(boardId: number): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM posts WHERE board_id = $1 AND deleted_at IS NULL",
    [boardId],
  );
  return Number(rows[0].n);
}
