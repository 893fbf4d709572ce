package main

import (
	"log"
	"net/http"
	"os"
	"time"
)

func main() {
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	every := 10 * time.Minute
	if v := os.Getenv("SWEEP_EVERY"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			log.Fatalf("SWEEP_EVERY: want a positive duration like 5m, got %q", v)
		}
		every = d
	}
	store := NewStore()
	go func() {
		for range time.Tick(every) {
			n := store.Sweep(time.Now())
			if n > 0 {
				log.Printf("sweep: removed %d expired links", n)
			}
		}
	}()

	mux := http.NewServeMux()
	h := &Handler{store: store, now: time.Now}
	mux.HandleFunc("POST /links", h.Create)
	mux.HandleFunc("GET /{code}", h.Redirect)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"status":"ok"}`))
	})

	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Printf("linkshort listening on %s", addr)
	log.Fatal(srv.ListenAndServe())
}
