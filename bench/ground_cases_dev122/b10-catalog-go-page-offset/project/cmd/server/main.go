package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/tsubame/catalog/internal/handler"
	"github.com/tsubame/catalog/internal/store"
)

func withCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", os.Getenv("CORS_ORIGIN"))
		w.Header().Set("Access-Control-Allow-Methods", "GET, OPTIONS")
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func withAccessLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		next.ServeHTTP(w, r)
		log.Printf("%s %s %s", r.Method, r.URL.RequestURI(), time.Since(start))
	})
}

func main() {
	st := store.NewMemory(store.Seed())
	mux := http.NewServeMux()
	mux.Handle("GET /items", handler.Items(st))

	srv := &http.Server{
		Addr:              ":8080",
		Handler:           withAccessLog(withCORS(mux)),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("catalog listening on %s", srv.Addr)
	log.Fatal(srv.ListenAndServe())
}
