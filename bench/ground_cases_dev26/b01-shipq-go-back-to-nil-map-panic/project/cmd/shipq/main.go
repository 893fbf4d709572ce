package main

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/hokuto-logi/shipq/internal/api"
	"github.com/hokuto-logi/shipq/internal/labels"
	"github.com/hokuto-logi/shipq/internal/queue"
	"github.com/hokuto-logi/shipq/internal/store"
)

var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	defer db.Close()

	interval := 2 * time.Second
	w := queue.NewWorker(store.NewSource(db), labels.NewPrinter(os.Getenv("CARRIER_API")), interval)
	go func() {
		if err := w.Run(ctx); err != nil && err != context.Canceled {
			log.Printf("worker stopped: %v", err)
		}
	}()

	srv := &http.Server{Addr: ":8080", Handler: api.NewServer(db, version).Routes()}
	go func() {
		<-ctx.Done()
		_ = srv.Shutdown(context.Background())
	}()
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
