package main

import (
	"context"
	"expvar"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/northwind/inventory-svc/internal/cache"
	"github.com/northwind/inventory-svc/internal/config"
	"github.com/northwind/inventory-svc/internal/httpapi"
	"github.com/northwind/inventory-svc/internal/store"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Error("db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	c := cache.New(cfg.CacheSize, cfg.CacheTTL)
	for _, t := range cfg.Tenants {
		c.Warm(t)
	}

	h := &httpapi.Handlers{Store: db, Cache: c, Log: log}
	mux := http.NewServeMux()
	h.Register(mux)
	mux.Handle("GET /debug/vars", expvar.Handler())

	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           httpapi.AccessLog(log, httpapi.Recover(mux)),
		ReadHeaderTimeout: 5 * time.Second,
	}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	log.Info("listening", "addr", cfg.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("serve", "err", err)
		os.Exit(1)
	}
}
