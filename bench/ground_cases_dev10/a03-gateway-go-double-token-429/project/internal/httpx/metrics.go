package httpx

import (
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/halvorsen-labs/gateway/internal/limiter"
)

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

// WithMetrics logs every request and sets the X-RateLimit-* headers.
func WithMetrics(lim *limiter.Limiter, log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		key := ClientKey(r)
		_, remaining := lim.Allow(key)
		w.Header().Set("X-RateLimit-Limit", strconv.Itoa(lim.Burst))
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(remaining))

		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)

		log.Info("request",
			"method", r.Method,
			"path", r.URL.Path,
			"status", rec.status,
			"client", key,
			"remaining", remaining,
			"duration_ms", time.Since(start).Milliseconds(),
		)
	})
}
