package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/lihao-dev/webhook-relay/internal/backoff"
	"github.com/lihao-dev/webhook-relay/internal/config"
	"github.com/lihao-dev/webhook-relay/internal/dispatch"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.FromEnv()
	if err != nil {
		log.Error("bad config", "err", err)
		os.Exit(2)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	client := &http.Client{Timeout: cfg.HTTPTimeout}
	policy := backoff.Default()
	policy.Max = cfg.RetryMax
	d := dispatch.New(client, policy, cfg.MaxAttempts, log)
	queue := dispatch.NewQueue(d, cfg.Workers, cfg.QueueSize, log)
	queue.Start(ctx)

	mux := http.NewServeMux()
	mux.Handle("POST /events", queue.Handler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})

	srv := &http.Server{Addr: cfg.ListenAddr, Handler: mux}
	go func() {
		<-ctx.Done()
		_ = srv.Shutdown(context.Background())
	}()
	log.Info("relay listening", "addr", cfg.ListenAddr, "workers", cfg.Workers)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
	queue.Wait()
}
