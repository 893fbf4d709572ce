// Package store reads items from Postgres.
package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

type Item struct {
	ID        int64     `json:"id"`
	SKU       string    `json:"sku"`
	Name      string    `json:"name"`
	Quantity  int       `json:"quantity"`
	UpdatedAt time.Time `json:"updated_at"`
}

type ListOptions struct {
	Query  string // name の部分一致。大文字小文字は区別しない
	Limit  int
	Offset int
}

type Store struct {
	db *sql.DB
}

func New(db *sql.DB) *Store {
	return &Store{db: db}
}

// escapeLike escapes LIKE wildcards so that user input matches literally.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

func (s *Store) List(ctx context.Context, opts ListOptions) ([]Item, int, error) {
	where := ""
	args := []any{}
	if opts.Query != "" {
		args = append(args, "%"+escapeLike(opts.Query)+"%")
		where = fmt.Sprintf("WHERE name ILIKE $%d", len(args))
	}

	var total int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM items "+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count items: %w", err)
	}

	args = append(args, opts.Limit, opts.Offset)
	query := fmt.Sprintf(
		"SELECT id, sku, name, quantity, updated_at FROM items %s ORDER BY id LIMIT $%d OFFSET $%d",
		where, len(args)-1, len(args),
	)
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list items: %w", err)
	}
	defer rows.Close()

	items := make([]Item, 0, opts.Limit)
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.ID, &it.SKU, &it.Name, &it.Quantity, &it.UpdatedAt); err != nil {
			return nil, 0, fmt.Errorf("scan item: %w", err)
		}
		items = append(items, it)
	}
	return items, total, rows.Err()
}

func (s *Store) Get(ctx context.Context, id int64) (Item, error) {
	var it Item
	err := s.db.QueryRowContext(ctx,
		"SELECT id, sku, name, quantity, updated_at FROM items WHERE id = $1", id,
	).Scan(&it.ID, &it.SKU, &it.Name, &it.Quantity, &it.UpdatedAt)
	if err != nil {
		return Item{}, fmt.Errorf("get item %d: %w", id, err)
	}
	return it, nil
}
