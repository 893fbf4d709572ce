package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"

	"notify-gateway/internal/admin"
	"notify-gateway/internal/config"
	"notify-gateway/internal/dispatch"
	"notify-gateway/internal/sender"
	"notify-gateway/internal/store"
)

func main() {
	cfg := config.Load()
	log := slog.New(slog.NewTextHandler(os.Stdout, nil))

	db, err := sqlx.Connect("postgres", cfg.DatabaseURL)
	if err != nil {
		log.Error("connect db", "err", err)
		os.Exit(1)
	}
	st := store.NewMessageStore(db)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	d := dispatch.New(st, sender.New(cfg), cfg, log)
	go func() { _ = d.Run(ctx) }()

	mux := http.NewServeMux()
	mux.HandleFunc("GET /admin/queue", admin.NewHandler(st, log).ServeQueue)
	srv := &http.Server{Addr: cfg.ListenAddr, Handler: mux}
	go func() { <-ctx.Done(); _ = srv.Shutdown(context.Background()) }()
	log.Info("listening", "addr", cfg.ListenAddr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("serve", "err", err)
	}
}
