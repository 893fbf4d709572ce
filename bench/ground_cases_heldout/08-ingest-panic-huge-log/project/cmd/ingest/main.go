package main

import (
	"context"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/acme-data/ingest/internal/batch"
	"github.com/acme-data/ingest/internal/config"
	"github.com/acme-data/ingest/internal/logx"
	"github.com/acme-data/ingest/internal/sink"
	"github.com/acme-data/ingest/internal/worker"
)

// queue is provided by the build (the Kafka client lives in a private module).
var openQueue func(cfg config.Config) (worker.Source, error)

func main() {
	cfg := config.FromFlags()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	src, err := openQueue(cfg)
	if err != nil {
		logx.Error("open queue: %v", err)
		os.Exit(1)
	}
	s := &sink.HTTP{
		URL:        cfg.CollectorURL,
		Client:     &http.Client{Timeout: cfg.HTTPTimeout},
		MaxRetries: cfg.MaxRetries,
	}
	b := batch.New(s, cfg.BatchSize, cfg.FlushInterval)
	w := worker.New(src, b)

	logx.Info("ingest starting topic=%s batch=%d collector=%s", cfg.Topic, cfg.BatchSize, cfg.CollectorURL)
	go w.TickLoop(ctx, cfg.FlushInterval/2)
	if err := w.Run(ctx); err != nil {
		logx.Error("run: %v", err)
		os.Exit(1)
	}
	logx.Info("ingest stopped")
}
