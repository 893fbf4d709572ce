package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"time"

	"github.com/tallyworks/webhook-relay/internal/config"
	"github.com/tallyworks/webhook-relay/internal/relay"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	rl := relay.New(cfg)

	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		fmt.Fprintf(w, "{\"status\":\"ok\",\"version\":%q}\n", cfg.Version)
	})
	mux.HandleFunc("/events", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		id := r.Header.Get("X-Event-Id")
		if id == "" {
			http.Error(w, "missing X-Event-Id", http.StatusBadRequest)
			return
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "bad body", http.StatusBadRequest)
			return
		}
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
			defer cancel()
			if err := rl.Deliver(ctx, id, body); err != nil {
				log.Printf("deliver: %v", err)
			}
		}()
		w.WriteHeader(http.StatusAccepted)
	})

	srv := &http.Server{Addr: cfg.ListenAddr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Printf("webhook-relay listening on %s, forwarding to %s", cfg.ListenAddr, cfg.TargetURL)
	log.Fatal(srv.ListenAndServe())
}
