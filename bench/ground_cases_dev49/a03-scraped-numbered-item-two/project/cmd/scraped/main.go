package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hollis-ops/scraped/internal/config"
	"github.com/hollis-ops/scraped/internal/scrape"
	"github.com/hollis-ops/scraped/internal/sink"
)

func main() {
	cfgPath := flag.String("config", "/etc/scraped/config.yaml", "path to the config file")
	debugAddr := flag.String("debug-addr", "127.0.0.1:6060", "pprof listen address (empty to disable)")
	interval := flag.Duration("interval", 0, "override scrape_interval from the config")
	scrapeTimeout := flag.Duration("scrape-timeout", 0, "override scrape_timeout from the config")
	flag.Parse()

	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}
	if *interval > 0 {
		cfg.ScrapeInterval = *interval
	}
	if *scrapeTimeout > 0 {
		cfg.ScrapeTimeout = *scrapeTimeout
	}

	if *debugAddr != "" {
		go func() {
			log.Info("pprof listening", "addr", *debugAddr)
			_ = http.ListenAndServe(*debugAddr, nil)
		}()
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	out := sink.New(cfg.RemoteWriteURL, cfg.BatchSize)
	s := scrape.NewScraper(cfg.Targets, cfg.ScrapeInterval, cfg.ScrapeTimeout, cfg.Concurrency, out, log)
	if err := s.Run(ctx); err != nil && ctx.Err() == nil {
		log.Error("scraper stopped", "err", err)
		os.Exit(1)
	}
	flushCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := out.Flush(flushCtx); err != nil {
		log.Warn("final flush", "err", err)
	}
}
