import { pool } from "../db.js";
import { offsetOf, type Page } from "../lib/paginate.js";

export interface CommentRow {
  id: number;
  author: string;
  body: string;
  created_at: Date;
}

export async function listComments(postId: number, page: Page): Promise<CommentRow[]> {
  const { rows } = await pool.query<CommentRow>(
    `SELECT c.id, u.nickname AS author, c.body, c.created_at
       FROM comments c
       JOIN users u ON u.id = c.author_id
      WHERE c.post_id = $1 AND c.deleted_at IS NULL
      ORDER BY c.created_at, c.id
      LIMIT $2 OFFSET $3`,
    [postId, page.size, offsetOf(page)],
  );
  return rows;
}
