package main

import (
	"context"
	"flag"
	"log/slog"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/hokuto-ec/sales-batch/internal/agg"
	"github.com/hokuto-ec/sales-batch/internal/store"
)

func main() {
	dryRun := flag.Bool("dry-run", false, "aggregate and log, but do not write daily_sales")
	flag.Parse()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()

	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		slog.Error("connect", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	if err := run(ctx, store.New(pool), time.Now(), *dryRun); err != nil {
		slog.Error("dailyagg failed", "err", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, st *store.Store, now time.Time, dryRun bool) error {
	w := agg.TargetDay(now)
	slog.Info("aggregating", "window", w.String())
	sales, err := st.Sum(ctx, w)
	if err != nil {
		return err
	}
	slog.Info("aggregated", "biz_date", sales.BizDate, "orders", sales.OrderCount, "amount", sales.Amount)
	if dryRun {
		slog.Info("dry-run: skip upsert")
		return nil
	}
	return st.Upsert(ctx, sales)
}
