package main

import (
	"context"
	"errors"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/northwind-labs/edge-gw/internal/config"
	"github.com/northwind-labs/edge-gw/internal/proxy"
	"github.com/northwind-labs/edge-gw/internal/ratelimit"
)

func main() {
	cfgPath := flag.String("config", "config/gateway.yaml", "path to the gateway config")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}

	limiter := ratelimit.New(cfg.RateLimit.RPS, cfg.RateLimit.Burst, cfg.RateLimit.IdleTTL)
	defer limiter.Stop()

	handler := proxy.New(cfg.Upstreams, log)
	handler = ratelimit.Middleware(limiter, ratelimit.ClientKey, log)(handler)

	srv := &http.Server{Addr: cfg.Listen, Handler: handler, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("listen", "err", err)
			os.Exit(1)
		}
	}()
	log.Info("gateway up", "addr", cfg.Listen)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdown)
}
