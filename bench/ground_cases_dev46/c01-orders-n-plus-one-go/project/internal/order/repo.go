package order

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"
)

type Order struct {
	ID         int64     `db:"id"`
	ShopID     int64     `db:"shop_id"`
	CustomerID int64     `db:"customer_id"`
	No         string    `db:"no"`
	Amount     int64     `db:"amount"`
	Status     string    `db:"status"`
	CreatedAt  time.Time `db:"created_at"`
}

type Customer struct {
	ID   int64  `db:"id"`
	Name string `db:"name"`
	Tier string `db:"tier"`
}

type Repo struct{ db *sqlx.DB }

func NewRepo(db *sqlx.DB) *Repo { return &Repo{db: db} }

func (r *Repo) ListByShop(ctx context.Context, shopID int64, offset, limit int) ([]Order, error) {
	var out []Order
	err := r.db.SelectContext(ctx, &out,
		`SELECT id, shop_id, customer_id, no, amount, status, created_at
		   FROM orders WHERE shop_id = $1
		  ORDER BY created_at DESC LIMIT $2 OFFSET $3`, shopID, limit, offset)
	return out, err
}

func (r *Repo) Get(ctx context.Context, shopID, id int64) (Order, error) {
	var o Order
	err := r.db.GetContext(ctx, &o, `SELECT * FROM orders WHERE shop_id = $1 AND id = $2`, shopID, id)
	return o, err
}

func (r *Repo) SetStatus(ctx context.Context, id int64, status string) error {
	_, err := r.db.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, status, id)
	return err
}

type CustomerRepo struct{ db *sqlx.DB }

func NewCustomerRepo(db *sqlx.DB) *CustomerRepo { return &CustomerRepo{db: db} }

func (r *CustomerRepo) GetByID(ctx context.Context, id int64) (Customer, error) {
	var c Customer
	err := r.db.GetContext(ctx, &c, `SELECT id, name, tier FROM customers WHERE id = $1`, id)
	return c, err
}
