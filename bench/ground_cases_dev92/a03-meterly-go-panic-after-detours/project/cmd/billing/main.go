package main

import (
	"log"
	"net/http"

	"github.com/meterly/billing/internal/config"
	"github.com/meterly/billing/internal/webhook"
)

func main() {
	cfg, err := config.Load("config.yaml")
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	mux := http.NewServeMux()
	mux.Handle("POST /webhooks/plan-change", webhook.NewHandler(cfg))
	srv := &http.Server{
		Addr:         cfg.HTTP.Addr,
		Handler:      mux,
		ReadTimeout:  cfg.HTTP.ReadTimeout,
		WriteTimeout: cfg.HTTP.WriteTimeout,
	}
	log.Printf("billing listening on %s", cfg.HTTP.Addr)
	log.Fatal(srv.ListenAndServe())
}
