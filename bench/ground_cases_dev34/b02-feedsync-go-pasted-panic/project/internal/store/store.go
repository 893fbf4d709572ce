package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/acme/feedsync/internal/fetch"
)

type Store struct{ db *pgxpool.Pool }

func New(db *pgxpool.Pool) *Store { return &Store{db: db} }

// DueFeeds returns the feeds whose next_check_at has passed.
func (s *Store) DueFeeds(ctx context.Context, limit int) ([]fetch.Feed, error) {
	rows, err := s.db.Query(ctx, `SELECT id, url, coalesce(etag, '') FROM feeds
		WHERE next_check_at <= now() ORDER BY next_check_at LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var feeds []fetch.Feed
	for rows.Next() {
		var f fetch.Feed
		if err := rows.Scan(&f.ID, &f.URL, &f.ETag); err != nil {
			return nil, err
		}
		feeds = append(feeds, f)
	}
	return feeds, rows.Err()
}

// SaveItems upserts the items of one feed.
func (s *Store) SaveItems(ctx context.Context, feedID int64, items []fetch.Item) error {
	for _, it := range items {
		_, err := s.db.Exec(ctx, `INSERT INTO items (feed_id, guid, title, link, published_at)
			VALUES ($1, $2, $3, $4, $5) ON CONFLICT (feed_id, guid) DO NOTHING`,
			feedID, it.GUID, it.Title, it.Link, it.Published)
		if err != nil {
			return fmt.Errorf("save item %s of feed %d: %w", it.GUID, feedID, err)
		}
	}
	return nil
}
