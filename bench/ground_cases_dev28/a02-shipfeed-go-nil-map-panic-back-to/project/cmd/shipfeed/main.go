package main

import (
	"context"
	"errors"
	"expvar"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/parcelhop/shipfeed/internal/cache"
	"github.com/parcelhop/shipfeed/internal/carrier"
	"github.com/parcelhop/shipfeed/internal/config"
	"github.com/parcelhop/shipfeed/internal/quotes"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		logger.Error("config", "err", err)
		os.Exit(1)
	}

	rates := cache.NewRateCacheWithTTL(cfg.RateTTL)
	go janitor(rates, time.Minute)

	svc := quotes.NewService(carrier.NewClient(cfg.CarrierURL, cfg.CarrierKey), rates, logger)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/quotes", svc.HandleQuote)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	mux.Handle("GET /debug/vars", expvar.Handler())

	srv := &http.Server{Addr: cfg.Addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("listen", "err", err)
			os.Exit(1)
		}
	}()

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	srv.Shutdown(ctx)
	logger.Info("bye")
}

func janitor(c *cache.RateCache, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for range t.C {
		c.Purge()
	}
}
