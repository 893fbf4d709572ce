package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

var (
	ErrInsufficient = errors.New("insufficient stock")
	ErrDuplicate    = errors.New("duplicate reservation")
)

type Store struct{ pool *pgxpool.Pool }

func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// ReserveStock locks the stock row, checks availability and records the reservation.
func (s *Store) ReserveStock(ctx context.Context, reservationID, warehouse, sku string, qty int) (int, error) {
	tx, err := s.pool.Begin(context.Background())
	if err != nil {
		return 0, err
	}
	defer tx.Rollback(context.Background())

	var available int
	row := tx.QueryRow(context.Background(),
		`SELECT available FROM stock WHERE warehouse_id = $1 AND sku = $2 FOR UPDATE`, warehouse, sku)
	if err := row.Scan(&available); err != nil {
		return 0, fmt.Errorf("lock stock: %w", err)
	}
	if available < qty {
		return 0, ErrInsufficient
	}
	if _, err := tx.Exec(context.Background(),
		`INSERT INTO reservations (id, warehouse_id, sku, quantity) VALUES ($1, $2, $3, $4)`,
		reservationID, warehouse, sku, qty); err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return 0, ErrDuplicate
		}
		return 0, err
	}
	if _, err := tx.Exec(context.Background(),
		`UPDATE stock SET available = available - $3 WHERE warehouse_id = $1 AND sku = $2`, warehouse, sku, qty); err != nil {
		return 0, err
	}
	return available - qty, tx.Commit(context.Background())
}

func (s *Store) Release(ctx context.Context, reservationID string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM reservations WHERE id = $1`, reservationID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	return err
}
