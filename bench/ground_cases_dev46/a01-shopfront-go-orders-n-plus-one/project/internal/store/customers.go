package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
)

type Customer struct {
	ID    int64
	Name  string
	Email string
	Tier  string
}

func (s *Store) customerByID(ctx context.Context, id int64) (*Customer, error) {
	var c Customer
	err := s.db.QueryRow(ctx,
		`SELECT id, name, email, tier FROM customers WHERE id = $1`, id,
	).Scan(&c.ID, &c.Name, &c.Email, &c.Tier)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &c, nil
}

func (s *Store) CustomerEmail(ctx context.Context, id int64) (string, error) {
	c, err := s.customerByID(ctx, id)
	if err != nil {
		return "", err
	}
	return c.Email, nil
}
