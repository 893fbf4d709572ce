package main

import (
	"log"
	"net/http"
)

func routes(s *Store, version string) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", healthz(version))
	mux.HandleFunc("GET /items", s.list)
	mux.HandleFunc("GET /items/{id}", s.get)
	return Recover(RequestID(Logging(mux)))
}

func main() {
	cfg := LoadConfig()
	srv := &http.Server{
		Addr:         cfg.Addr,
		Handler:      routes(NewStore(), cfg.Version),
		ReadTimeout:  cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout,
	}
	log.Printf("stockd %s listening on %s", cfg.Version, cfg.Addr)
	log.Fatal(srv.ListenAndServe())
}
