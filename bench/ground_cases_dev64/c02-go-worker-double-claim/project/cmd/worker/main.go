package main

import (
	"context"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/acme-cn/jobrunner/internal/notify"
	"github.com/acme-cn/jobrunner/internal/queue"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer pool.Close()

	store := queue.NewStore(pool)
	hooks := notify.New(os.Getenv("NOTIFY_URL"))
	w := queue.NewWorker(store, hooks, os.Getenv("HOSTNAME"))
	log.Printf("worker %s started", os.Getenv("HOSTNAME"))
	if err := w.Run(ctx); err != nil && ctx.Err() == nil {
		log.Fatalf("worker: %v", err)
	}
}
