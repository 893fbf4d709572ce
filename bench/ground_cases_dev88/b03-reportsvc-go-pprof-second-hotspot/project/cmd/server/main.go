package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tsubame-labs/reportsvc/internal/api"
	"github.com/tsubame-labs/reportsvc/internal/cache"
)

func main() {
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}

	c := cache.New(10_000, 2*time.Minute)
	h := api.NewHandler(c)

	r := chi.NewRouter()
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	r.Get("/reports/{id}", h.Report)
	r.Get("/reports/{id}/table", h.Table)

	srv := &http.Server{
		Addr:              addr,
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("reportsvc listening on %s", addr)
	log.Fatal(srv.ListenAndServe())
}
