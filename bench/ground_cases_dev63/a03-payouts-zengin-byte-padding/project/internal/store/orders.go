package store

import (
	"context"
	"database/sql"
	"time"
)

type Order struct {
	ID           int64
	CustomerID   int64
	CustomerName string
	Amount       int64 // yen
	PlacedAt     time.Time
}

type Payout struct {
	BankCode    string
	BranchCode  string
	AccountType int // 1 普通, 2 当座
	AccountNo   string
	HolderKana  string
	Amount      int64
}

type DB struct{ sql *sql.DB }

func Open(url string) (*DB, error) {
	db, err := sql.Open("postgres", url)
	if err != nil {
		return nil, err
	}
	return &DB{sql: db}, nil
}

func (d *DB) Close() error { return d.sql.Close() }

func (d *DB) OrdersForMonth(ctx context.Context, month string) ([]Order, error) {
	rows, err := d.sql.QueryContext(ctx,
		`SELECT id, customer_id, customer_name, amount, placed_at FROM orders
		 WHERE to_char(placed_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM') = $1 ORDER BY id`, month)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.CustomerName, &o.Amount, &o.PlacedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (d *DB) PendingPayouts(ctx context.Context) ([]Payout, error) {
	rows, err := d.sql.QueryContext(ctx,
		`SELECT bank_code, branch_code, account_type, account_no, holder_kana, amount
		 FROM payouts WHERE status = 'pending' ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Payout
	for rows.Next() {
		var p Payout
		if err := rows.Scan(&p.BankCode, &p.BranchCode, &p.AccountType, &p.AccountNo, &p.HolderKana, &p.Amount); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
