package store

import (
	"context"
	"database/sql"
	"errors"

	"github.com/acme/orderd/internal/model"
)

var ErrNotFound = errors.New("order not found")

type OrderStore struct {
	db *sql.DB
}

func NewOrderStore(db *sql.DB) *OrderStore {
	return &OrderStore{db: db}
}

const orderColumns = `id, customer_id, status, amount_cent, created_at, updated_at`

func scanOrder(row interface{ Scan(...any) error }) (*model.Order, error) {
	var o model.Order
	if err := row.Scan(&o.ID, &o.CustomerID, &o.Status, &o.AmountCent, &o.CreatedAt, &o.UpdatedAt); err != nil {
		return nil, err
	}
	return &o, nil
}

func (s *OrderStore) FindByID(ctx context.Context, id int64) (*model.Order, error) {
	row := s.db.QueryRowContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = $1`, id)
	o, err := scanOrder(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return o, nil
}

func (s *OrderStore) List(ctx context.Context, status model.Status, limit int) ([]*model.Order, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT `+orderColumns+` FROM orders WHERE ($1 = '' OR status = $1) ORDER BY created_at DESC LIMIT $2`,
		string(status), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*model.Order
	for rows.Next() {
		o, err := scanOrder(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (s *OrderStore) SetStatus(ctx context.Context, id int64, st model.Status) error {
	res, err := s.db.ExecContext(ctx, `UPDATE orders SET status = $1, updated_at = now() WHERE id = $2`, st, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
