package main

import (
	"log"
	"net/http"
	"os"
	"time"
)

func main() {
	srv := NewServer(NewStore())
	mux := http.NewServeMux()
	mux.HandleFunc("/r/", srv.handleRedirect)
	mux.HandleFunc("/api/links", srv.handleCreate)
	mux.HandleFunc("/api/stats", srv.handleStats)
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok"))
	})

	addr := ":" + getenv("PORT", "8080")
	server := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Printf("shorty listening on %s", addr)
	log.Fatal(server.ListenAndServe())
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
