package middleware

import (
	"context"
	"net/http"
	"time"
)

// Timeout cancels the request context after d. Handlers that pass r.Context()
// to the database or to outgoing HTTP calls stop when it fires.
func Timeout(d time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx, cancel := context.WithTimeout(r.Context(), d)
			defer cancel()
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}
