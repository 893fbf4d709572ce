package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrNotFound = errors.New("not found")

type Item struct {
	ID        int64  `json:"id"`
	SKU       string `json:"sku"`
	Name      string `json:"name"`
	Quantity  int    `json:"quantity"`
	Warehouse string `json:"warehouse"`
}

type Postgres struct {
	pool *pgxpool.Pool
}

func NewPostgres(pool *pgxpool.Pool) *Postgres {
	return &Postgres{pool: pool}
}

func (p *Postgres) GetItem(ctx context.Context, sku string) (Item, error) {
	var it Item
	err := p.pool.QueryRow(ctx,
		`SELECT id, sku, name, quantity, warehouse FROM items WHERE sku = $1`, sku,
	).Scan(&it.ID, &it.SKU, &it.Name, &it.Quantity, &it.Warehouse)
	if errors.Is(err, pgx.ErrNoRows) {
		return Item{}, ErrNotFound
	}
	return it, err
}

func (p *Postgres) ListItems(ctx context.Context, warehouse string, limit, offset int) ([]Item, error) {
	rows, err := p.pool.Query(ctx,
		`SELECT id, sku, name, quantity, warehouse FROM items
		 WHERE warehouse = $1 ORDER BY sku LIMIT $2 OFFSET $3`, warehouse, limit, offset)
	if err != nil {
		return nil, fmt.Errorf("list items: %w", err)
	}
	defer rows.Close()

	var items []Item
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.ID, &it.SKU, &it.Name, &it.Quantity, &it.Warehouse); err != nil {
			return nil, err
		}
		items = append(items, it)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list items: %w", err)
	}
	return items, nil
}

func (p *Postgres) AdjustQuantity(ctx context.Context, sku string, delta int) (int, error) {
	var qty int
	err := p.pool.QueryRow(ctx,
		`UPDATE items SET quantity = quantity + $2 WHERE sku = $1 AND quantity + $2 >= 0 RETURNING quantity`,
		sku, delta,
	).Scan(&qty)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, ErrNotFound
	}
	return qty, err
}
