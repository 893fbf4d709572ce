package server

import (
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
)

// RequestID sets X-Request-Id when the caller did not send one.
func RequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Request-Id") == "" {
			b := make([]byte, 8)
			_, _ = rand.Read(b)
			r.Header.Set("X-Request-Id", hex.EncodeToString(b))
		}
		w.Header().Set("X-Request-Id", r.Header.Get("X-Request-Id"))
		next.ServeHTTP(w, r)
	})
}

// Recover turns a panic in a handler into a 500 and a log line.
func Recover(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				if v := recover(); v != nil {
					logger.Error("panic", "path", r.URL.Path, "value", v)
					http.Error(w, "internal error", http.StatusInternalServerError)
				}
			}()
			next.ServeHTTP(w, r)
		})
	}
}
