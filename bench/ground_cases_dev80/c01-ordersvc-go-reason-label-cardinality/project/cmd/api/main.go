package main

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/go-chi/chi/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/lumen-shop/ordersvc/internal/config"
	"github.com/lumen-shop/ordersvc/internal/health"
	"github.com/lumen-shop/ordersvc/internal/metrics"
	"github.com/lumen-shop/ordersvc/internal/orders"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	logger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: cfg.LogLevel}))
	slog.SetDefault(logger)

	db, err := sql.Open("pgx", cfg.DatabaseURL)
	if err != nil {
		slog.Error("db open", "err", err)
		os.Exit(1)
	}
	db.SetMaxOpenConns(cfg.DBMaxConns)

	r := chi.NewRouter()
	r.Use(metrics.Middleware)
	r.Get("/healthz", health.Live)
	r.Get("/readyz", health.Ready(db))
	if cfg.MetricsEnabled {
		r.Handle("/metrics", promhttp.Handler())
	}
	h := orders.NewHandler(orders.NewStore(db))
	r.Post("/orders", h.Create)
	r.Get("/orders/{id}", h.Get)

	srv := &http.Server{
		Addr:              ":" + cfg.Port,
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
		WriteTimeout:      cfg.WriteTimeout,
	}
	go func() {
		slog.Info("listening", "addr", srv.Addr, "env", cfg.Env)
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			slog.Error("listen", "err", err)
			os.Exit(1)
		}
	}()

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(ctx)
}
