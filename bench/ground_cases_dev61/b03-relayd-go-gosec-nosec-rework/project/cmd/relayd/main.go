package main

import (
	"log"
	"net/http"
	"time"

	"github.com/kumo-works/relayd/internal/api"
	"github.com/kumo-works/relayd/internal/config"
	"github.com/kumo-works/relayd/internal/upstream"
)

func main() {
	cfg, err := config.FromEnv()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	client, err := upstream.New(cfg)
	if err != nil {
		log.Fatalf("upstream: %v", err)
	}
	srv := &http.Server{
		Addr:              cfg.Listen,
		Handler:           api.Router(cfg, client),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("relayd listening on %s, upstream %s", cfg.Listen, cfg.UpstreamURL)
	log.Fatal(srv.ListenAndServe())
}
