package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/zhaolei/gateway-lite/internal/config"
	"github.com/zhaolei/gateway-lite/internal/httpx"
	"github.com/zhaolei/gateway-lite/internal/limiter"
	"github.com/zhaolei/gateway-lite/internal/proxy"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load(os.Getenv("GATEWAY_CONFIG"))
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}
	lim := limiter.New(cfg.RateLimit.PerSecond, cfg.RateLimit.Burst)
	h := proxy.New(cfg.Upstream)
	h = httpx.RateLimit(lim, log)(h)
	h = httpx.RequestID(h)
	log.Info("listening", "addr", cfg.Listen)
	if err := http.ListenAndServe(cfg.Listen, h); err != nil {
		log.Error("serve", "err", err)
		os.Exit(1)
	}
}
