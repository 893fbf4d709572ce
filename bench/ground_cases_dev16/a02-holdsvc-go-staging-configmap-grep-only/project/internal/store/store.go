// Package store is the Postgres-backed stock table used by the hold service.
package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/parcelhub/holdsvc/internal/hold"
)

type DB struct{ pool *pgxpool.Pool }

func Open(ctx context.Context, url string) (*DB, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return &DB{pool: pool}, nil
}

func (d *DB) Close() { d.pool.Close() }

// Reserve moves qty from available to reserved, failing when not enough is available.
func (d *DB) Reserve(ctx context.Context, warehouse, sku string, qty int) error {
	tag, err := d.pool.Exec(ctx, `
		UPDATE stock SET available = available - $3, reserved = reserved + $3
		WHERE warehouse = $1 AND sku = $2 AND available >= $3`, warehouse, sku, qty)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return hold.ErrInsufficient
	}
	return nil
}

// Release moves qty back from reserved to available.
func (d *DB) Release(ctx context.Context, warehouse, sku string, qty int) error {
	tag, err := d.pool.Exec(ctx, `
		UPDATE stock SET available = available + $3, reserved = reserved - $3
		WHERE warehouse = $1 AND sku = $2 AND reserved >= $3`, warehouse, sku, qty)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return errors.New("release: nothing reserved for " + warehouse + "/" + sku)
	}
	return nil
}

// NewID returns a random 16-byte hex hold id.
func NewID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
