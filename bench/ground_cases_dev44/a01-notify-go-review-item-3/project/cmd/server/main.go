package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/acme/notify-svc/internal/config"
	"github.com/acme/notify-svc/internal/queue"
	"github.com/acme/notify-svc/internal/webhook"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		log.Error("startup", "err", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()

	q, err := queue.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Error("queue", "err", err)
		os.Exit(1)
	}
	client := webhook.New(cfg.Retry, webhook.HMACSigner(cfg.SigningKey), log)
	go q.Work(ctx, cfg.Workers, client.Deliver)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		if err := q.Ping(r.Context()); err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	})
	srv := &http.Server{Addr: cfg.Addr, Handler: mux}
	go func() { <-ctx.Done(); srv.Shutdown(context.Background()) }()
	log.Info("listening", "addr", cfg.Addr)
	if err := srv.ListenAndServe(); err != http.ErrServerClosed {
		log.Error("server", "err", err)
		os.Exit(1)
	}
}
