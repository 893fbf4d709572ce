package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/kenta-s/ledger-api/internal/billing"
	"github.com/kenta-s/ledger-api/internal/httpapi"
	"github.com/kenta-s/ledger-api/internal/notify"
	"github.com/kenta-s/ledger-api/internal/store"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	db, err := store.Open(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Error("open db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	worker := &billing.OverdueWorker{
		Store:    db,
		Notifier: notify.NewMailer(os.Getenv("SMTP_URL")),
		Interval: 10 * time.Minute,
		Log:      log,
	}
	go worker.Run(ctx)

	srv := &http.Server{Addr: ":8080", Handler: httpapi.New(db, log)}
	go func() {
		<-ctx.Done()
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdownCtx)
	}()
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("serve", "err", err)
		os.Exit(1)
	}
}
