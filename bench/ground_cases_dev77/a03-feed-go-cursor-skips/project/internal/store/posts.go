package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Post struct {
	ID        int64     `json:"id"`
	AuthorID  int64     `json:"author_id"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
}

type Store struct {
	pool *pgxpool.Pool
}

func New(pool *pgxpool.Pool) *Store {
	return &Store{pool: pool}
}

// ListFeed returns up to limit posts from the accounts userID follows, newest first,
// starting strictly after the post time in before (zero time: from the top).
func (s *Store) ListFeed(ctx context.Context, userID int64, before time.Time, limit int) ([]Post, error) {
	if before.IsZero() {
		before = time.Now().Add(time.Minute)
	}
	rows, err := s.pool.Query(ctx, `
		SELECT p.id, p.author_id, p.body, p.created_at
		FROM posts p
		JOIN follows f ON f.followee_id = p.author_id
		WHERE f.follower_id = $1 AND p.created_at < $2
		ORDER BY p.created_at DESC
		LIMIT $3`, userID, before, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Post
	for rows.Next() {
		var p Post
		if err := rows.Scan(&p.ID, &p.AuthorID, &p.Body, &p.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
