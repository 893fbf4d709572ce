package main

import (
	"context"
	"log/slog"
	"net/http"
	_ "net/http/pprof"
	"os"

	"github.com/priyak/shelfmark/internal/config"
	"github.com/priyak/shelfmark/internal/holds"
	"github.com/priyak/shelfmark/internal/httpapi"
	"github.com/priyak/shelfmark/internal/loans"
	"github.com/priyak/shelfmark/internal/store"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	db, err := store.Open(context.Background(), cfg.DatabaseURL, cfg.MaxConns)
	if err != nil {
		slog.Error("db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	if cfg.Pprof {
		go func() { _ = http.ListenAndServe("localhost:6060", nil) }()
	}

	api := httpapi.New(holds.NewService(db), loans.NewService(db))
	slog.Info("listening", "addr", cfg.Addr)
	if err := http.ListenAndServe(cfg.Addr, api.Routes()); err != nil {
		slog.Error("serve", "err", err)
		os.Exit(1)
	}
}
