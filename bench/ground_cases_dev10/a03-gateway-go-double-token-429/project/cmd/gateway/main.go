package main

import (
	"flag"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"time"

	"github.com/halvorsen-labs/gateway/internal/config"
	"github.com/halvorsen-labs/gateway/internal/httpx"
	"github.com/halvorsen-labs/gateway/internal/limiter"
)

var version = "dev"

func main() {
	cfgPath := flag.String("config", "gateway.yaml", "path to the config file")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}
	upstream, _ := url.Parse(cfg.Upstream)

	lim := limiter.New(cfg.Limits.PerMinute, cfg.Limits.Burst)
	go func() {
		for range time.Tick(5 * time.Minute) {
			lim.Sweep(10 * time.Minute)
		}
	}()

	proxy := httputil.NewSingleHostReverseProxy(upstream)
	mux := http.NewServeMux()
	mux.Handle("/healthz", httpx.Health(version))
	mux.Handle("/", httpx.WithMetrics(lim, log, httpx.RateLimit(lim, proxy)))

	srv := &http.Server{
		Addr:              cfg.Listen,
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Info("listening", "addr", cfg.Listen, "upstream", cfg.Upstream, "version", version)
	if err := srv.ListenAndServe(); err != nil {
		log.Error("server", "err", err)
		os.Exit(1)
	}
}
