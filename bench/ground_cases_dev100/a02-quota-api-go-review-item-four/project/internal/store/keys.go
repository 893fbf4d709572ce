package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrNotFound = errors.New("api key not found")

type APIKey struct {
	ID        int64
	Key       string
	Owner     string
	Plan      string
	CreatedAt time.Time
	RevokedAt *time.Time
}

type Keys struct{ pool *pgxpool.Pool }

func NewKeys(pool *pgxpool.Pool) *Keys { return &Keys{pool: pool} }

func (k *Keys) Lookup(ctx context.Context, key string) (*APIKey, error) {
	row := k.pool.QueryRow(ctx,
		`SELECT id, key, owner, plan, created_at, revoked_at FROM api_keys WHERE key = $1`, key)
	var a APIKey
	if err := row.Scan(&a.ID, &a.Key, &a.Owner, &a.Plan, &a.CreatedAt, &a.RevokedAt); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	return &a, nil
}

func (k *Keys) Usage(ctx context.Context, keyID int64, since time.Time) (int64, error) {
	var n int64
	err := k.pool.QueryRow(ctx,
		`SELECT count(*) FROM requests WHERE key_id = $1 AND at >= $2`, keyID, since).Scan(&n)
	return n, err
}
