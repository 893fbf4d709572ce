package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/sorami-logi/haisou/internal/batch"
)

type PG struct {
	db *sql.DB
}

func Open(dsn string) (*PG, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(4)
	return &PG{db: db}, nil
}

func (p *PG) Close() error { return p.db.Close() }

func (p *PG) PendingShipments(ctx context.Context, date time.Time) ([]batch.Shipment, error) {
	rows, err := p.db.QueryContext(ctx, `
		SELECT id, order_id, carrier, prefecture, weight_g, ship_date
		  FROM shipments
		 WHERE ship_date = $1 AND status = 'pending'
		 ORDER BY id`, date.Format("2006-01-02"))
	if err != nil {
		return nil, fmt.Errorf("query pending: %w", err)
	}
	defer rows.Close()

	var out []batch.Shipment
	for rows.Next() {
		var s batch.Shipment
		if err := rows.Scan(&s.ID, &s.OrderID, &s.Carrier, &s.Prefecture, &s.WeightG, &s.ShipDate); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func (p *PG) MarkDispatched(ctx context.Context, ids []int64) error {
	tx, err := p.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // Commit 後の Rollback は no-op
	for _, id := range ids {
		if _, err := tx.ExecContext(ctx, `UPDATE shipments SET status = 'dispatched', dispatched_at = now() WHERE id = $1`, id); err != nil {
			return fmt.Errorf("mark %d dispatched: %w", id, err)
		}
	}
	return tx.Commit()
}
