package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Product struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Price     int    `json:"price"`
	UpdatedAt string `json:"updated_at"`
}

type Store struct{ pool *pgxpool.Pool }

func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

var orderBy = map[string]string{
	"new":        "updated_at DESC, id DESC",
	"price_asc":  "price ASC, id ASC",
	"price_desc": "price DESC, id DESC",
}

func (s *Store) Get(ctx context.Context, id int64) (*Product, error) {
	var p Product
	err := s.pool.QueryRow(ctx,
		`SELECT id, name, price, to_char(updated_at, 'YYYY-MM-DD"T"HH24:MI:SS') FROM products WHERE id = $1`, id,
	).Scan(&p.ID, &p.Name, &p.Price, &p.UpdatedAt)
	if err == pgx.ErrNoRows {
		return nil, nil
	}
	return &p, err
}

func (s *Store) List(ctx context.Context, sort string, limit, offset int) ([]Product, error) {
	ob, ok := orderBy[sort]
	if !ok {
		ob = orderBy["new"]
	}
	rows, err := s.pool.Query(ctx, fmt.Sprintf(
		`SELECT id, name, price, to_char(updated_at, 'YYYY-MM-DD"T"HH24:MI:SS') FROM products ORDER BY %s LIMIT $1 OFFSET $2`, ob),
		limit, offset)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Product, error) {
		var p Product
		err := r.Scan(&p.ID, &p.Name, &p.Price, &p.UpdatedAt)
		return p, err
	})
}

func (s *Store) UpdatePrice(ctx context.Context, id int64, price int) error {
	_, err := s.pool.Exec(ctx, `UPDATE products SET price = $2, updated_at = now() WHERE id = $1`, id, price)
	return err
}
