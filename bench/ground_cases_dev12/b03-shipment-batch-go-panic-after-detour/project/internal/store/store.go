// Package store は出荷実績テーブルへの書き込み。
package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"example.co.jp/logi/shipment-batch/internal/csvimport"
)

type DB struct {
	pool *pgxpool.Pool
}

func Open(ctx context.Context, dsn string) (*DB, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, fmt.Errorf("connect: %w", err)
	}
	return &DB{pool: pool}, nil
}

func (db *DB) Close() { db.pool.Close() }

const upsertSQL = `
INSERT INTO shipments (slip_no, ship_date, customer_code, item_code, quantity, note, imported_at)
VALUES ($1, $2, $3, $4, $5, $6, now())
ON CONFLICT (slip_no, item_code) DO UPDATE
   SET ship_date = EXCLUDED.ship_date,
       quantity  = EXCLUDED.quantity,
       note      = EXCLUDED.note,
       imported_at = now()`

// UpsertShipments は 1 トランザクションでまとめて書き込み、反映した行数を返す。
func (db *DB) UpsertShipments(ctx context.Context, rows []csvimport.Shipment) (int, error) {
	tx, err := db.pool.Begin(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback(ctx) //nolint:errcheck

	batch := &pgx.Batch{}
	for _, s := range rows {
		batch.Queue(upsertSQL, s.SlipNo, s.ShipDate, s.Customer, s.Item, s.Qty, s.Note)
	}
	br := tx.SendBatch(ctx, batch)
	n := 0
	for range rows {
		tag, err := br.Exec()
		if err != nil {
			br.Close()
			return 0, err
		}
		n += int(tag.RowsAffected())
	}
	if err := br.Close(); err != nil {
		return 0, err
	}
	return n, tx.Commit(ctx)
}
