package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Comment struct {
	ID        int64
	ThreadID  int64
	AuthorID  int64
	Body      string
	CreatedAt time.Time
}

type Comments struct{ pool *pgxpool.Pool }

func NewComments(pool *pgxpool.Pool) *Comments { return &Comments{pool: pool} }

func (c *Comments) Insert(ctx context.Context, threadID, authorID int64, body string) (Comment, error) {
	var out Comment
	err := c.pool.QueryRow(ctx, `INSERT INTO comments (thread_id, author_id, body)
		VALUES ($1, $2, $3) RETURNING id, thread_id, author_id, body, created_at`,
		threadID, authorID, body).Scan(&out.ID, &out.ThreadID, &out.AuthorID, &out.Body, &out.CreatedAt)
	return out, err
}
