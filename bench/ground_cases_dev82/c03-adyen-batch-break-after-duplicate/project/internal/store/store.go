package store

import (
	"context"
	"database/sql"

	_ "github.com/jackc/pgx/v5/stdlib"
)

// DB remembers which Adyen notifications (pspReference + eventCode) were already applied.
type DB struct {
	sql *sql.DB
}

func Open(url string) (*DB, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, err
	}
	return &DB{sql: db}, db.Ping()
}

func (d *DB) Seen(ctx context.Context, psp, code string) (bool, error) {
	var n int
	err := d.sql.QueryRowContext(ctx,
		"SELECT count(*) FROM adyen_processed WHERE psp_reference = $1 AND event_code = $2", psp, code).Scan(&n)
	return n > 0, err
}

func (d *DB) MarkSeen(ctx context.Context, psp, code string) error {
	_, err := d.sql.ExecContext(ctx,
		"INSERT INTO adyen_processed (psp_reference, event_code) VALUES ($1, $2) ON CONFLICT DO NOTHING", psp, code)
	return err
}
