package feed

import (
	"context"
	"database/sql"
	"strconv"

	_ "github.com/jackc/pgx/v5/stdlib"
)

type Store struct{ db *sql.DB }

func OpenStore(dsn string) (*Store, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, nil
}

// Timeline returns posts by the user and the people they follow, newest first.
func (s *Store) Timeline(ctx context.Context, userID int64, cursor string, limit int) (*Page, error) {
	before := int64(1<<62)
	if cursor != "" {
		if v, err := strconv.ParseInt(cursor, 10, 64); err == nil {
			before = v
		}
	}
	rows, err := s.db.QueryContext(ctx, `
		SELECT p.id, p.author_id, p.body, p.created_at FROM posts p
		WHERE p.id < $2 AND (p.author_id = $1 OR p.author_id IN (
			SELECT followee_id FROM follows WHERE follower_id = $1))
		ORDER BY p.id DESC LIMIT $3`, userID, before, limit+1)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	page := &Page{}
	for rows.Next() {
		var p Post
		if err := rows.Scan(&p.ID, &p.AuthorID, &p.Body, &p.CreatedAt); err != nil {
			return nil, err
		}
		page.Items = append(page.Items, p)
	}
	if len(page.Items) > limit {
		page.Items = page.Items[:limit]
		page.NextCursor = strconv.FormatInt(page.Items[limit-1].ID, 10)
	}
	return page, rows.Err()
}

func (s *Store) InsertPost(ctx context.Context, authorID int64, body string) (*Post, error) {
	p := &Post{AuthorID: authorID, Body: body}
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO posts (author_id, body) VALUES ($1, $2) RETURNING id, created_at`,
		authorID, body).Scan(&p.ID, &p.CreatedAt)
	return p, err
}

func (s *Store) FollowerIDs(ctx context.Context, userID int64) ([]int64, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT follower_id FROM follows WHERE followee_id = $1`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
