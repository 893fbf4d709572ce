package customer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Plan is the pricing plan a customer is on.
type Plan struct {
	ID          int64
	Name        string
	DiscountPct int
}

type Customer struct {
	ID       int64
	Name     string
	Currency string
	Plan     *Plan // nil when the customer has no plan row
}

var ErrNotFound = errors.New("customer not found")

type Repo struct {
	db *sql.DB
}

func NewRepo(db *sql.DB) *Repo { return &Repo{db: db} }

const getCustomerSQL = `
SELECT c.id, c.name, c.currency, p.id, p.name, p.discount_pct
FROM customers c
LEFT JOIN plans p ON p.id = c.plan_id
WHERE c.id = $1`

func (r *Repo) Get(ctx context.Context, id int64) (*Customer, error) {
	var c Customer
	var planID sql.NullInt64
	var planName sql.NullString
	var discount sql.NullInt32
	err := r.db.QueryRowContext(ctx, getCustomerSQL, id).Scan(
		&c.ID, &c.Name, &c.Currency, &planID, &planName, &discount)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get customer %d: %w", id, err)
	}
	if planID.Valid {
		c.Plan = &Plan{ID: planID.Int64, Name: planName.String, DiscountPct: int(discount.Int32)}
	}
	return &c, nil
}
