package main

import (
	"context"
	"flag"
	"log/slog"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/hoshino-trading/crmsync/internal/crm"
	"github.com/hoshino-trading/crmsync/internal/store"
	"github.com/hoshino-trading/crmsync/internal/sync"
)

func main() {
	since := flag.Duration("since", 24*time.Hour, "sync contacts updated within this window")
	flag.Parse()

	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Minute)
	defer cancel()

	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		logger.Error("db connect", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	client := crm.NewClient(os.Getenv("CRM_BASE_URL"), os.Getenv("CRM_TOKEN"))
	job := sync.NewJob(client, store.NewContacts(pool), logger)
	n, err := job.Run(ctx, time.Now().Add(-*since))
	if err != nil {
		logger.Error("sync failed", "err", err, "synced", n)
		os.Exit(1)
	}
	logger.Info("sync done", "synced", n)
}
