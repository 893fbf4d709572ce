package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/acme/stockd/internal/api"
	"github.com/acme/stockd/internal/store"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	mem := store.NewMemory()
	if seed := os.Getenv("STOCKD_SEED"); seed != "" {
		if err := loadSeed(mem, seed); err != nil {
			logger.Error("seed", "err", err)
			os.Exit(1)
		}
	}
	addr := os.Getenv("STOCKD_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	srv := &http.Server{Addr: addr, Handler: (&api.Server{Store: mem, Logger: logger}).Routes(),
		ReadHeaderTimeout: 5 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		logger.Info("listening", "addr", addr)
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			logger.Error("serve", "err", err)
			os.Exit(1)
		}
	}()
	<-ctx.Done()
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdown)
}

func loadSeed(mem *store.Memory, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var products []store.Product
	if err := json.Unmarshal(data, &products); err != nil {
		return err
	}
	for _, p := range products {
		mem.Put(p)
	}
	return nil
}
