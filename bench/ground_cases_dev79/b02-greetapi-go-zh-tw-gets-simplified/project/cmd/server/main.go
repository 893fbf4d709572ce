package main

import (
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"

	"github.com/nagisa-labs/greetapi/internal/handler"
	"github.com/nagisa-labs/greetapi/internal/i18n"
)

func main() {
	cat, err := i18n.LoadCatalog("locales")
	if err != nil {
		log.Fatalf("load catalog: %v", err)
	}
	r := chi.NewRouter()
	r.Use(i18n.Middleware(cat))
	r.Get("/greeting", handler.Greeting(cat))
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })

	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}
