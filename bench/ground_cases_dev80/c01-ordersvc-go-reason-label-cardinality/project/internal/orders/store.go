package orders

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var (
	ErrNotFound   = errors.New("order not found")
	ErrOutOfStock = errors.New("out of stock")
)

type Order struct {
	ID         string    `json:"id"`
	CustomerID string    `json:"customer_id"`
	SKU        string    `json:"sku"`
	Quantity   int       `json:"quantity"`
	CreatedAt  time.Time `json:"created_at"`
}

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store {
	return &Store{db: db}
}

func (s *Store) Insert(ctx context.Context, customerID, sku string, qty int) (Order, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return Order{}, fmt.Errorf("begin tx for customer %s: %w", customerID, err)
	}
	defer tx.Rollback()

	var stock int
	if err := tx.QueryRowContext(ctx, `SELECT stock FROM inventory WHERE sku = $1 FOR UPDATE`, sku).Scan(&stock); err != nil {
		return Order{}, fmt.Errorf("load stock for sku %s: %w", sku, err)
	}
	if stock < qty {
		return Order{}, fmt.Errorf("sku %s has %d left, wanted %d: %w", sku, stock, qty, ErrOutOfStock)
	}
	o := Order{CustomerID: customerID, SKU: sku, Quantity: qty}
	err = tx.QueryRowContext(ctx,
		`INSERT INTO orders (customer_id, sku, quantity) VALUES ($1, $2, $3) RETURNING id, created_at`,
		customerID, sku, qty).Scan(&o.ID, &o.CreatedAt)
	if err != nil {
		return Order{}, fmt.Errorf("insert order for customer %s: %w", customerID, err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE inventory SET stock = stock - $1 WHERE sku = $2`, qty, sku); err != nil {
		return Order{}, fmt.Errorf("decrement stock for sku %s: %w", sku, err)
	}
	return o, tx.Commit()
}

func (s *Store) Find(ctx context.Context, id string) (Order, error) {
	var o Order
	err := s.db.QueryRowContext(ctx,
		`SELECT id, customer_id, sku, quantity, created_at FROM orders WHERE id = $1`, id).
		Scan(&o.ID, &o.CustomerID, &o.SKU, &o.Quantity, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, ErrNotFound
	}
	return o, err
}
