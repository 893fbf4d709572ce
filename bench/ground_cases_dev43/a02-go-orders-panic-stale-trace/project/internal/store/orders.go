package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrNotFound = errors.New("not found")

type Order struct {
	ID          string    `json:"id"`
	AccountID   string    `json:"account_id"`
	Status      string    `json:"status"`
	TotalCents  int64     `json:"total_cents"`
	Currency    string    `json:"currency"`
	CreatedAt   time.Time `json:"created_at"`
}

type Cursor struct {
	CreatedAt time.Time
	ID        string
}

type ListParams struct {
	AccountID string
	After     *Cursor
	Limit     int
	Status    string // "" means any status
}

type Orders interface {
	List(ctx context.Context, p ListParams) ([]Order, error)
	Get(ctx context.Context, accountID, id string) (Order, error)
}

type OrderStore struct{ pool *pgxpool.Pool }

func NewOrderStore(pool *pgxpool.Pool) *OrderStore { return &OrderStore{pool: pool} }

const listSQL = `
SELECT id, account_id, status, total_cents, currency, created_at
FROM orders
WHERE account_id = $1
  AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3))
  AND ($5 = '' OR status = $5)
ORDER BY created_at DESC, id DESC
LIMIT $4`

func (s *OrderStore) List(ctx context.Context, p ListParams) ([]Order, error) {
	var ts *time.Time
	var id string
	if p.After != nil {
		ts, id = &p.After.CreatedAt, p.After.ID
	}
	rows, err := s.pool.Query(ctx, listSQL, p.AccountID, ts, id, p.Limit, p.Status)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[Order])
}

func (s *OrderStore) Get(ctx context.Context, accountID, id string) (Order, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, account_id, status, total_cents, currency, created_at
		FROM orders WHERE account_id = $1 AND id = $2`, accountID, id)
	if err != nil {
		return Order{}, err
	}
	o, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByPos[Order])
	if errors.Is(err, pgx.ErrNoRows) {
		return Order{}, ErrNotFound
	}
	return o, err
}
