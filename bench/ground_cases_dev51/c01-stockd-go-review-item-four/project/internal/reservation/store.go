package reservation

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var (
	ErrInsufficient = errors.New("insufficient stock")
	ErrNotFound     = errors.New("reservation not found")
)

type Reservation struct {
	ID        int64     `json:"id"`
	SKU       string    `json:"sku"`
	Qty       int       `json:"qty"`
	OrderID   string    `json:"order_id"`
	CreatedAt time.Time `json:"created_at"`
	Released  bool      `json:"released"`
}

type Store interface {
	Reserve(ctx context.Context, sku string, qty int, orderID string) (Reservation, error)
	Release(ctx context.Context, id int64) error
	ListBySKU(ctx context.Context, sku string, limit int) ([]Reservation, error)
}

type PgStore struct{ pool *pgxpool.Pool }

func NewPgStore(pool *pgxpool.Pool) *PgStore { return &PgStore{pool: pool} }

func (s *PgStore) Reserve(ctx context.Context, sku string, qty int, orderID string) (Reservation, error) {
	var res Reservation
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx,
			`UPDATE stock SET available = available - $2 WHERE sku = $1 AND available >= $2`, sku, qty)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return ErrInsufficient
		}
		return tx.QueryRow(ctx,
			`INSERT INTO reservations (sku, qty, order_id) VALUES ($1, $2, $3)
			 RETURNING id, sku, qty, order_id, created_at, released`, sku, qty, orderID,
		).Scan(&res.ID, &res.SKU, &res.Qty, &res.OrderID, &res.CreatedAt, &res.Released)
	})
	return res, err
}

func (s *PgStore) Release(ctx context.Context, id int64) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var sku string
		var qty int
		// TODO(zhoulei): released reservations should be archived after 30 days
		err := tx.QueryRow(ctx,
			`UPDATE reservations SET released = true WHERE id = $1 RETURNING sku, qty`, id).Scan(&sku, &qty)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE stock SET available = available + $2 WHERE sku = $1`, sku, qty)
		return err
	})
}

func (s *PgStore) ListBySKU(ctx context.Context, sku string, limit int) ([]Reservation, error) {
	rows, err := s.pool.Query(ctx,
		`SELECT id, sku, qty, order_id, created_at, released FROM reservations
		 WHERE sku = $1 ORDER BY created_at DESC LIMIT $2`, sku, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[Reservation])
}
