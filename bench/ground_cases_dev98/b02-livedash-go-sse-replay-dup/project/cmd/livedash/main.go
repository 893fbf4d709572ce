package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"time"

	"example.com/livedash/internal/hub"
	"example.com/livedash/internal/metrics"
	"example.com/livedash/internal/sse"
)

type order struct {
	ID     string `json:"id"`
	Amount int64  `json:"amount"`
	Region string `json:"region"`
}

func main() {
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	h := hub.New(500)
	counters := metrics.New()
	go counters.Run(ctx, h, time.Second)

	mux := http.NewServeMux()
	mux.Handle("GET /events", &sse.Handler{Hub: h, Heartbeat: 20 * time.Second, Log: log})
	mux.HandleFunc("POST /ingest/orders", func(w http.ResponseWriter, r *http.Request) {
		var o order
		if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
			http.Error(w, "bad order", http.StatusBadRequest)
			return
		}
		counters.Add("orders", 1)
		counters.Add("revenue", o.Amount)
		data, _ := json.Marshal(o)
		h.Publish("order", data)
		w.WriteHeader(http.StatusAccepted)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok"))
	})

	srv := &http.Server{Addr: ":8090", Handler: mux}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	log.Info("livedash listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("server failed", "err", err)
		os.Exit(1)
	}
}
