package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/quotahq/gatekeep/internal/plans"
	"github.com/quotahq/gatekeep/internal/ratelimit"
)

func main() {
	store, err := plans.OpenStore(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("open plan store: %v", err)
	}
	limiter := ratelimit.New(store)

	r := chi.NewRouter()
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	r.Route("/v1", func(r chi.Router) {
		r.Use(limiter.Handler)
		r.Get("/projects", listProjects)
		r.Post("/events", ingestEvent)
	})

	srv := &http.Server{
		Addr:              ":8080",
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("listening on %s", srv.Addr)
	log.Fatal(srv.ListenAndServe())
}

func listProjects(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"projects":[]}`))
}

func ingestEvent(w http.ResponseWriter, _ *http.Request) {
	w.WriteHeader(http.StatusAccepted)
}
