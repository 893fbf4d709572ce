package main

import (
	"context"
	"flag"
	"log"
	"net/http"
	"os/signal"
	"syscall"

	"example.com/pingmon/internal/config"
	"example.com/pingmon/internal/httpapi"
	"example.com/pingmon/internal/probe"
	"example.com/pingmon/internal/store"
)

func main() {
	cfgPath := flag.String("config", "pingmon.json", "config file")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatal(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	st := store.New()
	go probe.Loop(ctx, probe.New(cfg.Timeout.Duration), st, cfg.Targets, cfg.Interval.Duration)

	srv := &http.Server{Addr: cfg.Listen, Handler: httpapi.New(st)}
	go func() {
		<-ctx.Done()
		srv.Shutdown(context.Background())
	}()
	log.Printf("pingmon: %d targets every %s, listening on %s", len(cfg.Targets), cfg.Interval.Duration, cfg.Listen)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
