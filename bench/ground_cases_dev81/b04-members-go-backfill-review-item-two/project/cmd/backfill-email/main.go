// Command backfill-email fills users.email_normalized for rows created before
// migration 000013. It is safe to run more than once.
package main

import (
	"context"
	"flag"
	"log"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/tsubame-inc/members-svc/internal/email"
	"github.com/tsubame-inc/members-svc/internal/store"
)

type row struct {
	id    int64
	email string
}

func main() {
	batch := flag.Int("batch", 1000, "rows per batch")
	dryRun := flag.Bool("dry-run", false, "only count rows")
	flag.Parse()

	ctx := context.Background()
	pool, err := store.Open(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()

	if *dryRun {
		var n int64
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM users WHERE email_normalized IS NULL`).Scan(&n); err != nil {
			log.Fatal(err)
		}
		log.Printf("%d rows to backfill", n)
		return
	}

	start := time.Now()
	total, offset := 0, 0
	for {
		n, err := runBatch(ctx, pool, *batch, offset)
		if err != nil {
			log.Fatalf("batch at offset %d: %v", offset, err)
		}
		if n == 0 {
			break
		}
		total += n
		offset += *batch
		log.Printf("backfilled %d rows (%.0fs)", total, time.Since(start).Seconds())
	}
	log.Printf("done: %d rows in %s", total, time.Since(start).Round(time.Second))
}

// runBatch fetches and updates one batch in its own transaction, so each batch
// commits on its own and a failure only loses the current batch.
func runBatch(ctx context.Context, pool *pgxpool.Pool, size, offset int) (int, error) {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback(ctx)

	rows, err := fetchBatch(ctx, tx, size, offset)
	if err != nil || len(rows) == 0 {
		return 0, err
	}
	if err := updateBatch(ctx, tx, rows); err != nil {
		return 0, err
	}
	return len(rows), tx.Commit(ctx)
}

func fetchBatch(ctx context.Context, tx pgx.Tx, size, offset int) ([]row, error) {
	rs, err := tx.Query(ctx,
		`SELECT id, email FROM users WHERE email_normalized IS NULL ORDER BY id LIMIT $1 OFFSET $2`,
		size, offset)
	if err != nil {
		return nil, err
	}
	defer rs.Close()
	var out []row
	for rs.Next() {
		var r row
		if err := rs.Scan(&r.id, &r.email); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rs.Err()
}

func updateBatch(ctx context.Context, tx pgx.Tx, rows []row) error {
	b := &pgx.Batch{}
	for _, r := range rows {
		b.Queue(`UPDATE users SET email_normalized = $1 WHERE id = $2`, email.Normalize(r.email), r.id)
	}
	return tx.SendBatch(ctx, b).Close()
}
