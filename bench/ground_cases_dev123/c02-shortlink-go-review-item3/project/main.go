package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/acme/shortlink/internal/api"
	"github.com/acme/shortlink/internal/store"
)

func main() {
	base := os.Getenv("SHORTLINK_BASE_URL")
	if base == "" {
		base = "http://localhost:8080"
	}
	limiter := api.NewLimiter(30, time.Minute)
	go func() {
		for range time.Tick(time.Minute) {
			limiter.Cleanup()
		}
	}()
	h := &api.Handler{Store: store.NewMemory(), Limiter: limiter, BaseURL: base}
	mux := http.NewServeMux()
	h.Routes(mux)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok"))
	})
	addr := ":8080"
	log.Printf("shortlink listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}
