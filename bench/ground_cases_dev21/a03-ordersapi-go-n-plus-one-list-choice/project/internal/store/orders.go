package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Item struct {
	SKU      string `json:"sku"`
	Quantity int    `json:"quantity"`
	Cents    int64  `json:"cents"`
}

type Order struct {
	ID         int64     `json:"id"`
	CustomerID int64     `json:"customer_id"`
	Status     string    `json:"status"`
	CreatedAt  time.Time `json:"created_at"`
	Items      []Item    `json:"items"`
}

type Store struct {
	pool *pgxpool.Pool
}

func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// ListRecentOrders returns the newest orders with their line items.
func (s *Store) ListRecentOrders(ctx context.Context, limit int) ([]Order, error) {
	rows, err := s.pool.Query(ctx,
		`SELECT id, customer_id, status, created_at FROM orders ORDER BY created_at DESC LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	defer rows.Close()

	var orders []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.CreatedAt); err != nil {
			return nil, err
		}
		orders = append(orders, o)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}

	for i := range orders {
		items, err := s.loadItems(ctx, orders[i].ID)
		if err != nil {
			return nil, err
		}
		orders[i].Items = items
	}
	return orders, nil
}

func (s *Store) GetOrder(ctx context.Context, id int64) (Order, error) {
	var o Order
	err := s.pool.QueryRow(ctx,
		`SELECT id, customer_id, status, created_at FROM orders WHERE id = $1`, id,
	).Scan(&o.ID, &o.CustomerID, &o.Status, &o.CreatedAt)
	if err != nil {
		return Order{}, fmt.Errorf("get order %d: %w", id, err)
	}
	o.Items, err = s.loadItems(ctx, id)
	return o, err
}

func (s *Store) loadItems(ctx context.Context, orderID int64) ([]Item, error) {
	rows, err := s.pool.Query(ctx,
		`SELECT sku, quantity, cents FROM order_items WHERE order_id = $1 ORDER BY id`, orderID)
	if err != nil {
		return nil, fmt.Errorf("items for %d: %w", orderID, err)
	}
	defer rows.Close()
	var items []Item
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.SKU, &it.Quantity, &it.Cents); err != nil {
			return nil, err
		}
		items = append(items, it)
	}
	return items, rows.Err()
}
