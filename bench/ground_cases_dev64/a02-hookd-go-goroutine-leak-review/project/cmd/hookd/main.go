package main

import (
	"context"
	"log/slog"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"syscall"

	"github.com/relaybox/hookd/internal/config"
	"github.com/relaybox/hookd/internal/dispatch"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go func() {
		// pprof + metrics on the admin port
		_ = http.ListenAndServe(cfg.AdminAddr, nil)
	}()

	client := dispatch.NewClient(cfg)
	d := dispatch.New(client, dispatch.NewPGQueue(cfg.DatabaseURL), cfg)
	if err := d.Run(ctx); err != nil {
		slog.Error("dispatcher stopped", "err", err)
		os.Exit(1)
	}
}
