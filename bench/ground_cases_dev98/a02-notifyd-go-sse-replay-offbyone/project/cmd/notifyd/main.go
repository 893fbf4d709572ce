package main

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/kestrel-labs/notifyd/internal/broker"
	"github.com/kestrel-labs/notifyd/internal/sse"
	"github.com/kestrel-labs/notifyd/internal/store"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ring := store.NewRing(envInt("NOTIFY_RING_SIZE", 256))
	b := broker.New(ring, log)

	mux := http.NewServeMux()
	keepalive := envDuration("NOTIFY_KEEPALIVE", 25*time.Second)
	mux.Handle("GET /events", &sse.Handler{Broker: b, Keepalive: keepalive, Log: log})
	mux.HandleFunc("POST /internal/publish", publishHandler(b))
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, _ *http.Request) {
		streams, dropped := b.Stats()
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		fmt.Fprintf(w, "notifyd_open_streams %d\nnotifyd_dropped_events_total %d\nnotifyd_last_event_id %d\n",
			streams, dropped, ring.LastID())
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})

	addr := envString("NOTIFY_ADDR", ":8090")
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Info("notifyd listening", "addr", addr)
	if err := srv.ListenAndServe(); err != nil {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}

// publishHandler is called by the monolith when something happens that a user should see.
func publishHandler(b *broker.Broker) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			UserID string          `json:"user_id"`
			Kind   string          `json:"kind"`
			Data   json.RawMessage `json:"data"`
		}
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&in); err != nil || in.UserID == "" || in.Kind == "" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		ev := b.Publish(store.Event{UserID: in.UserID, Kind: in.Kind, Data: in.Data})
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":%d}`, ev.ID)
	}
}

func envString(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func envDuration(key string, def time.Duration) time.Duration {
	d, err := time.ParseDuration(os.Getenv(key))
	if err != nil || d <= 0 {
		return def
	}
	return d
}

func envInt(key string, def int) int {
	n, err := strconv.Atoi(os.Getenv(key))
	if err != nil || n <= 0 {
		return def
	}
	return n
}
