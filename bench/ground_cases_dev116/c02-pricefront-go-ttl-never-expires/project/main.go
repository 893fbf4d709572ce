package main

import (
	"log"
	"net/http"
	"time"

	"github.com/chenhao/pricefront/internal/api"
	"github.com/chenhao/pricefront/internal/cache"
	"github.com/chenhao/pricefront/internal/config"
)

func main() {
	cfg := config.Load()
	c := cache.New(cfg.CacheTTL, cfg.MaxEntries)

	h := &api.Handler{
		Upstream: cfg.UpstreamURL,
		Cache:    c,
		Client:   &http.Client{Timeout: 5 * time.Second},
	}

	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
	mux.Handle("/prices/", h)

	log.Printf("pricefront listening on %s (upstream %s)", cfg.Addr, cfg.UpstreamURL)
	log.Fatal(http.ListenAndServe(cfg.Addr, mux))
}
