package store

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/huanxin/order-svc/internal/model"
)

// Querier is the subset of pgxpool.Pool used by the store (tests use a fake).
type Querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// ErrNotFound is returned when the order does not exist.
var ErrNotFound = errors.New("order not found")

type OrderStore struct {
	db Querier
}

func NewOrderStore(pool *pgxpool.Pool) *OrderStore {
	return &OrderStore{db: pool}
}

func (s *OrderStore) Get(ctx context.Context, id int64) (*model.Order, error) {
	var o model.Order
	err := s.db.QueryRow(ctx,
		`SELECT id, customer_id, status, amount_cent, created_at FROM orders WHERE id = $1`, id).
		Scan(&o.ID, &o.CustomerID, &o.Status, &o.AmountCent, &o.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get order %d: %w", id, err)
	}
	return &o, nil
}

func (s *OrderStore) List(ctx context.Context, f model.ListFilter) ([]model.Order, error) {
	where := []string{"customer_id = $1"}
	args := []any{f.CustomerID}
	if f.Status != "" {
		args = append(args, f.Status)
		where = append(where, fmt.Sprintf("status = $%d", len(args)))
	}
	offset := f.Page * f.Size
	args = append(args, f.Size, offset)
	sql := fmt.Sprintf(`SELECT id, customer_id, status, amount_cent, created_at FROM orders
		WHERE %s ORDER BY id LIMIT $%d OFFSET $%d`, strings.Join(where, " AND "), len(args)-1, len(args))

	rows, err := s.db.Query(ctx, sql, args...)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	defer rows.Close()
	var out []model.Order
	for rows.Next() {
		var o model.Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.AmountCent, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}
