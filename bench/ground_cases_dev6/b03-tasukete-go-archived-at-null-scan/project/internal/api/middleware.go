package api

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5/middleware"
)

// slowThreshold: requests slower than this are logged at WARN.
const slowThreshold = time.Second

func requestLogger(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
			start := time.Now()
			next.ServeHTTP(ww, r)
			d := time.Since(start)
			attrs := []any{"method", r.Method, "path", r.URL.Path, "status", ww.Status(), "duration", d}
			if d > slowThreshold {
				logger.Warn("slow request", attrs...)
				return
			}
			logger.Info("request", attrs...)
		})
	}
}

func userID(r *http.Request) int64 {
	if v, ok := r.Context().Value(userKey{}).(int64); ok {
		return v
	}
	return 0
}

type userKey struct{}
