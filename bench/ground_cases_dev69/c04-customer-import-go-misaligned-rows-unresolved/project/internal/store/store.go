package store

import (
	"database/sql"
	"net/http"

	"git.example.cn/crm/customer-import/internal/importer"
)

// DB stores customers in PostgreSQL.
type DB struct{ sql *sql.DB }

// Open connects to the database.
func Open(url string) (*DB, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, err
	}
	return &DB{sql: db}, nil
}

// SaveCustomers inserts the rows in one transaction.
func (d *DB) SaveCustomers(r *http.Request, cs []importer.Customer) error {
	tx, err := d.sql.BeginTx(r.Context(), nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, c := range cs {
		if _, err := tx.ExecContext(r.Context(),
			`INSERT INTO customers (name, phone, email, province, city, address) VALUES ($1,$2,$3,$4,$5,$6)
			 ON CONFLICT (phone) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email`,
			c.Name, c.Phone, c.Email, c.Province, c.City, c.Address); err != nil {
			return err
		}
	}
	return tx.Commit()
}
