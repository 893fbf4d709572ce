package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/lanhai-logistics/shipment-tracker/internal/cache"
	"github.com/lanhai-logistics/shipment-tracker/internal/carrier"
	"github.com/lanhai-logistics/shipment-tracker/internal/config"
	"github.com/lanhai-logistics/shipment-tracker/internal/handler"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	httpClient := &http.Client{Timeout: 8 * time.Second}
	clients := map[string]*carrier.Client{
		"sf":  {Name: "sf", Base: cfg.SFBase, Token: cfg.SFToken, HTTP: httpClient},
		"zto": {Name: "zto", Base: cfg.ZTOBase, Token: cfg.ZTOToken, HTTP: httpClient},
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	var store cache.Store = cache.Noop{}
	if cfg.CacheEnabled {
		ttl := &cache.TTLCache{TTL: cfg.CacheTTL}
		go func() {
			for range time.Tick(time.Minute) {
				ttl.Sweep()
			}
		}()
		store = ttl
	}

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	r.Method(http.MethodGet, "/track/{carrier}/{waybill}", &handler.TrackHandler{Clients: clients, Cache: store})
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })

	srv := &http.Server{Addr: cfg.Addr, Handler: r, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	slog.Info("listening", "addr", cfg.Addr, "cache", cfg.CacheEnabled)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		slog.Error("serve", "err", err)
		os.Exit(1)
	}
}
