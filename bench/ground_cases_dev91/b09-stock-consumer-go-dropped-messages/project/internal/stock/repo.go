package stock

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Repo struct {
	pool *pgxpool.Pool
}

func NewRepo(pool *pgxpool.Pool) *Repo {
	return &Repo{pool: pool}
}

// ApplyDelta adds delta to the stock level once per event id (processed_events dedups).
func (r *Repo) ApplyDelta(ctx context.Context, eventID, sku, warehouse string, delta int) error {
	return pgx.BeginFunc(ctx, r.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx,
			`INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING`, eventID)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return nil // already applied
		}
		_, err = tx.Exec(ctx,
			`INSERT INTO stock_levels (sku, warehouse, quantity) VALUES ($1, $2, $3)
			 ON CONFLICT (sku, warehouse) DO UPDATE SET quantity = stock_levels.quantity + EXCLUDED.quantity`,
			sku, warehouse, delta)
		return err
	})
}
