package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os/signal"
	"syscall"

	"github.com/acme/relay/internal/config"
	"github.com/acme/relay/internal/webhook"
)

var version = "dev"

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	deliverer := &webhook.Deliverer{
		Client:     &http.Client{},
		Signer:     webhook.NewSigner(cfg.SigningSecret),
		MaxRetries: cfg.MaxRetries,
		Backoff:    cfg.Backoff,
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"status": "ok", "version": version})
	})
	mux.HandleFunc("POST /deliveries", func(w http.ResponseWriter, r *http.Request) {
		var del webhook.Delivery
		if err := json.NewDecoder(r.Body).Decode(&del); err != nil {
			http.Error(w, "bad delivery: "+err.Error(), http.StatusBadRequest)
			return
		}
		go func() {
			if err := deliverer.Deliver(ctx, &del); err != nil {
				log.Printf("delivery %s failed after %d attempts: %v", del.ID, del.Attempts, err)
			}
		}()
		w.WriteHeader(http.StatusAccepted)
	})

	srv := &http.Server{Addr: cfg.ListenAddr, Handler: mux}
	go func() {
		<-ctx.Done()
		_ = srv.Shutdown(context.Background())
	}()
	log.Printf("relay %s listening on %s", version, cfg.ListenAddr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
