package main

import (
	"context"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/nagisa-data/ingest-worker/internal/config"
	"github.com/nagisa-data/ingest-worker/internal/sink"
	"github.com/nagisa-data/ingest-worker/internal/source"
)

var version = "dev"

func main() {
	log.Printf("starting ingest-worker version=%s", version)
	cfg, err := config.Load()
	if err != nil {
		log.Fatal(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	db, err := sink.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Fatalf("open sink: %v", err)
	}
	defer db.Close()

	consumer := source.NewConsumer(cfg.KafkaBrokers, cfg.Topic, cfg.GroupID)
	batcher := sink.NewBatcher(db, cfg.BatchSize, cfg.FlushInterval)
	if err := consumer.Run(ctx, batcher.Add); err != nil {
		log.Printf("consumer stopped: %v", err)
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := batcher.Flush(shutdownCtx); err != nil {
		log.Printf("final flush: %v", err)
	}
}
