package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"

	_ "github.com/lib/pq"
)

type Product struct {
	SKU   string `json:"sku"`
	Name  string `json:"name"`
	Price int64  `json:"price_cents"`
}

// DB is the Postgres-backed product store.
type DB struct {
	sql *sql.DB
}

func Open(dsn string) (*DB, error) {
	if dsn == "" {
		return nil, fmt.Errorf("DATABASE_URL is empty")
	}
	conn, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	if err := conn.PingContext(context.Background()); err != nil {
		return nil, fmt.Errorf("ping: %w", err)
	}
	return &DB{sql: conn}, nil
}

func (d *DB) Products(r *http.Request) ([]Product, error) {
	rows, err := d.sql.QueryContext(r.Context(),
		`SELECT sku, name, price_cents FROM products WHERE active ORDER BY sku`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Product
	for rows.Next() {
		var p Product
		if err := rows.Scan(&p.SKU, &p.Name, &p.Price); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
