package main

import (
	"encoding/json"
	"log"
	"net/http"
	"time"

	"github.com/lanxin/gatekeeper/internal/limiter"
)

// version is set at build time: go build -ldflags "-X main.version=1.4.0"
var version = "dev"

func healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"status": "ok", "version": version})
}

func main() {
	cfg, err := LoadConfig()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	lim := limiter.New(cfg.LimitPerMinute, time.Minute)

	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", healthz)
	mux.Handle("/api/", lim.Middleware(proxyTo(cfg.Upstream)))

	srv := &http.Server{
		Addr:              cfg.Listen,
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("gatekeeper listening on %s, limit=%d/min", cfg.Listen, cfg.LimitPerMinute)
	log.Fatal(srv.ListenAndServe())
}
