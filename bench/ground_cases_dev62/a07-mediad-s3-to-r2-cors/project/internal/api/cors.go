package api

import (
	"net/http"
	"os"
)

// CORS lets the web app call this API (not the bucket: uploads go straight to storage).
func CORS(next http.Handler) http.Handler {
	origin := os.Getenv("PUBLIC_ORIGIN")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Origin") == origin {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, DELETE")
			w.Header().Set("Access-Control-Allow-Headers", "Content-Type, Authorization")
			w.Header().Set("Vary", "Origin")
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func Health(w http.ResponseWriter, _ *http.Request) {
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte("ok"))
}

func Routes(upload http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/uploads", upload)
	mux.HandleFunc("/healthz", Health)
	return CORS(mux)
}
