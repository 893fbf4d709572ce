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

var ErrCustomerNotFound = errors.New("customer not found")

const customerColumns = `id, name, email, tier`

func scanCustomer(row pgx.Row) (Customer, error) {
	var c Customer
	err := row.Scan(&c.ID, &c.Name, &c.Email, &c.Tier)
	return c, err
}

func (s *Store) customerByID(ctx context.Context, id int64) (Customer, error) {
	row := s.db.QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE id = $1`, id)
	c, err := scanCustomer(row)
	if errors.Is(err, pgx.ErrNoRows) {
		return Customer{}, ErrCustomerNotFound
	}
	return c, err
}

func (s *Store) CustomerByEmail(ctx context.Context, email string) (Customer, error) {
	row := s.db.QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE lower(email) = lower($1)`, email)
	c, err := scanCustomer(row)
	if errors.Is(err, pgx.ErrNoRows) {
		return Customer{}, ErrCustomerNotFound
	}
	return c, err
}
