package main

import (
	"context"
	"log/slog"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"time"

	"github.com/kuaidi-team/tracker/internal/cache"
	"github.com/kuaidi-team/tracker/internal/config"
	"github.com/kuaidi-team/tracker/internal/db"
	"github.com/kuaidi-team/tracker/internal/httpapi"
	"github.com/kuaidi-team/tracker/internal/store"
)

func main() {
	cfg := config.Load()
	conn, err := db.Open(cfg)
	if err != nil {
		slog.Error("open db", "err", err)
		os.Exit(1)
	}
	defer conn.Close()

	go func() { _ = http.ListenAndServe("127.0.0.1:6060", nil) }()

	st := store.New(conn)
	c := cache.New(30 * time.Second)
	srv := &http.Server{Addr: cfg.Addr, Handler: httpapi.Router(st, c), ReadHeaderTimeout: 5 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	slog.Info("listening", "addr", cfg.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		slog.Error("serve", "err", err)
	}
}
