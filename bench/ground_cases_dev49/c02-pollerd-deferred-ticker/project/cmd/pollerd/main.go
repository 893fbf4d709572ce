package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/zhangyu/pollerd/internal/config"
	"github.com/zhangyu/pollerd/internal/poller"
	"github.com/zhangyu/pollerd/internal/sink"
)

func main() {
	cfgPath := flag.String("config", "configs/pollerd.json", "path to the JSON config")
	once := flag.Bool("once", false, "probe every target once and exit (for cron)")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if cfg.PprofAddr != "" {
		go func() { log.Info("pprof", "err", http.ListenAndServe(cfg.PprofAddr, nil)) }()
	}

	p := poller.New(cfg, sink.New(cfg.SinkURL), log)
	if *once {
		if err := p.RunOnce(ctx); err != nil {
			log.Error("once", "err", err)
			os.Exit(1)
		}
		return
	}

	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	go func() {
		for range hup {
			if fresh, err := config.Load(*cfgPath); err == nil {
				p.SetRefresh(ctx, fresh.Refresh.Duration)
				log.Info("config reloaded")
			} else {
				log.Warn("reload", "err", err)
			}
		}
	}()

	stats := time.NewTicker(time.Minute)
	defer stats.Stop()
	go func() {
		for range stats.C {
			log.Info("stats", "goroutines", runtime.NumGoroutine())
		}
	}()

	if err := p.Run(ctx); err != nil {
		log.Error("run", "err", err)
		os.Exit(1)
	}
}
