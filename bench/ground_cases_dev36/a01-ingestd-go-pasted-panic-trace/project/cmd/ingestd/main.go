package main

import (
	"context"
	"database/sql"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/lumen/ingest/internal/config"
	"github.com/lumen/ingest/internal/sink"
	"github.com/lumen/ingest/internal/worker"
)

func main() {
	cfgPath := flag.String("config", "config/ingest.yaml", "path to the config file")
	flag.Parse()
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}
	db, err := sql.Open("pgx", cfg.DSN)
	if err != nil {
		log.Error("db", "err", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	go func() {
		http.Handle("/metrics", promhttp.Handler())
		_ = http.ListenAndServe(cfg.MetricsAddr, nil)
	}()

	jobs := make(chan *worker.Job)
	go feed(ctx, cfg, jobs, log)
	for i := 0; i < cfg.Concurrency; i++ {
		w := worker.New(&sink.Postgres{DB: db, Table: "events"}, cfg.BatchSize, log)
		go w.Run(ctx, jobs)
	}
	<-ctx.Done()
}
