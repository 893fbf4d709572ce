package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
	"time"

	"go.uber.org/zap"

	"github.com/acme/logship/internal/batch"
	"github.com/acme/logship/internal/config"
	"github.com/acme/logship/internal/ship"
)

func main() {
	log, _ := zap.NewProduction()
	defer log.Sync() //nolint:errcheck

	cfg, err := config.Load()
	if err != nil {
		log.Fatal("bad config", zap.Error(err))
	}
	log.Info("starting", zap.Stringer("config", cfg))

	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()

	out := make(chan batch.Batch, 64)
	b := batch.New(cfg.MaxBytes, out)
	if cfg.Debug {
		b.WithLogger(log)
	}
	stop := make(chan struct{})
	go b.Run(cfg.FlushEvery, stop)
	go ship.Send(ctx, cfg.Collector, out, log)

	for _, s := range cfg.Streams {
		w := &ship.Worker{Stream: s, Src: os.Stdin, B: b, Log: log}
		go func() {
			if err := w.Start(ctx); err != nil && ctx.Err() == nil {
				log.Error("worker stopped", zap.String("stream", w.Stream), zap.Error(err))
			}
		}()
	}
	<-ctx.Done()
	close(stop)
	time.Sleep(200 * time.Millisecond)
}
