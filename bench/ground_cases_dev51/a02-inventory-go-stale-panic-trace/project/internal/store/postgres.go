package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrNotFound = errors.New("not found")

type Item struct {
	Tenant   string `json:"tenant"`
	SKU      string `json:"sku"`
	Name     string `json:"name"`
	Quantity int    `json:"quantity"`
	Location string `json:"location"`
}

type DB struct {
	pool *pgxpool.Pool
}

func Open(ctx context.Context, url string) (*DB, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	return &DB{pool: pool}, nil
}

func (db *DB) Close() { db.pool.Close() }

func (db *DB) Item(ctx context.Context, tenant, sku string) (Item, error) {
	var it Item
	err := db.pool.QueryRow(ctx,
		`SELECT tenant, sku, name, quantity, location FROM items WHERE tenant = $1 AND sku = $2`,
		tenant, sku).Scan(&it.Tenant, &it.SKU, &it.Name, &it.Quantity, &it.Location)
	if errors.Is(err, pgx.ErrNoRows) {
		return Item{}, ErrNotFound
	}
	return it, err
}
