package inventory

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var (
	ErrInsufficientStock = errors.New("inventory: insufficient stock")
	ErrUnknownSKU        = errors.New("inventory: unknown sku")
)

type Item struct {
	SKU       string
	Name      string
	OnHand    int
	Reserved  int
	UpdatedAt time.Time
}

func (i Item) Available() int { return i.OnHand - i.Reserved }

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store { return &Store{db: db} }

func (s *Store) Get(ctx context.Context, sku string) (Item, error) {
	var it Item
	err := s.db.QueryRowContext(ctx,
		`SELECT sku, name, on_hand, reserved, updated_at FROM stock WHERE sku = $1`, sku).
		Scan(&it.SKU, &it.Name, &it.OnHand, &it.Reserved, &it.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Item{}, ErrUnknownSKU
	}
	return it, err
}

// Reserve holds qty units of sku for an order. It fails with ErrInsufficientStock
// when fewer than qty units are available.
func (s *Store) Reserve(ctx context.Context, sku string, qty int) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	// Rollback after a successful Commit is a no-op (sql.ErrTxDone), so this covers
	// every early return below.
	defer tx.Rollback()

	var onHand, reserved int
	err = tx.QueryRowContext(ctx,
		`SELECT on_hand, reserved FROM stock WHERE sku = $1 FOR UPDATE`, sku).Scan(&onHand, &reserved)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrUnknownSKU
	}
	if err != nil {
		return err
	}
	if onHand-reserved < qty {
		return ErrInsufficientStock
	}
	if _, err := tx.ExecContext(ctx,
		`UPDATE stock SET reserved = reserved + $1, updated_at = now() WHERE sku = $2`, qty, sku); err != nil {
		return err
	}
	return tx.Commit()
}

// Release gives back qty units previously reserved (order cancelled or expired).
func (s *Store) Release(ctx context.Context, sku string, qty int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE stock SET reserved = reserved - $1, updated_at = now() WHERE sku = $2`, qty, sku)
	if err != nil {
		return fmt.Errorf("release %s: %w", sku, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrUnknownSKU
	}
	return nil
}

// ListLowStock returns items whose available quantity is at or below threshold.
func (s *Store) ListLowStock(ctx context.Context, threshold int) ([]Item, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT sku, name, on_hand, reserved, updated_at FROM stock
		 WHERE on_hand - reserved <= $1 ORDER BY sku`, threshold)
	if err != nil {
		return nil, err
	}
	var out []Item
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.SKU, &it.Name, &it.OnHand, &it.Reserved, &it.UpdatedAt); err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, rows.Err()
}
