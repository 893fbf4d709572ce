package main

import (
	"log"
	"net/http"

	"github.com/hayato-k/linkshort/internal/api"
	"github.com/hayato-k/linkshort/internal/config"
	"github.com/hayato-k/linkshort/internal/store"
)

func main() {
	cfg := config.FromEnv()
	srv := &api.Server{Cfg: cfg, Links: store.NewMemory()}
	mux := srv.Routes()

	httpSrv := &http.Server{
		Addr:        cfg.Addr,
		Handler:     logRequests(mux),
		ReadTimeout: cfg.ReadTimeout,
	}
	log.Printf("linkshort listening on %s", cfg.Addr)
	if err := httpSrv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.status = code
	r.ResponseWriter.WriteHeader(code)
}

func logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		log.Printf("%s %s %d", r.Method, r.URL.Path, rec.status)
	})
}
