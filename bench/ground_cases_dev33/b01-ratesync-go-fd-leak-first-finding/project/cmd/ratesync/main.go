package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hoshino-pay/ratesync/internal/fx"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	base := os.Getenv("FX_UPSTREAM_URL")
	if base == "" {
		base = "https://fx.example-upstream.jp/v2"
	}

	client := fx.NewClient(base, os.Getenv("FX_API_KEY"))
	cache := fx.NewCache()
	refresher := fx.NewRefresher(client, cache, logger, 15*time.Second)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go refresher.Run(ctx, []string{"USDJPY", "EURJPY", "GBPJPY", "CNYJPY", "KRWJPY"})

	mux := http.NewServeMux()
	mux.Handle("GET /rates/{pair}", fx.NewHandler(cache))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})

	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	logger.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
