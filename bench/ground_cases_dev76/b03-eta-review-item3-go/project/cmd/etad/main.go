package main

import (
	"log"
	"net/http"
	"os"

	"github.com/hayate-logi/etad/internal/api"
)

func main() {
	addr := os.Getenv("ETAD_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/eta", api.ETAHandler)
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
	log.Printf("etad listening on %s", addr)
	if err := http.ListenAndServe(addr, mux); err != nil {
		log.Fatal(err)
	}
}
