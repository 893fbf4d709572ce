package store

import (
	"context"
	"database/sql"

	"example.com/catalog/internal/model"
	"example.com/catalog/internal/pager"
)

// Items reads catalog items from Postgres.
type Items struct {
	db *sql.DB
}

func NewItems(db *sql.DB) *Items {
	return &Items{db: db}
}

const listQuery = `SELECT id, sku, name, price_yen, updated_at FROM items WHERE deleted_at IS NULL LIMIT $1 OFFSET $2`

// List returns one page of items.
func (s *Items) List(ctx context.Context, p pager.Page) ([]model.Item, error) {
	rows, err := s.db.QueryContext(ctx, listQuery, p.Limit(), p.Offset())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []model.Item
	for rows.Next() {
		var it model.Item
		if err := rows.Scan(&it.ID, &it.SKU, &it.Name, &it.PriceYen, &it.UpdatedAt); err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, rows.Err()
}

// Count returns the number of live items.
func (s *Items) Count(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM items WHERE deleted_at IS NULL`).Scan(&n)
	return n, err
}
