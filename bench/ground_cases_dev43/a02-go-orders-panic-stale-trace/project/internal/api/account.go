package api

import (
	"context"
	"net/http"
)

type ctxKey struct{}

// WithAccount reads the account id the gateway puts in X-Account-ID.
func WithAccount(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Account-ID")
		if id == "" {
			writeError(w, http.StatusUnauthorized, "missing account")
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, id)))
	})
}

func AccountID(ctx context.Context) string {
	id, _ := ctx.Value(ctxKey{}).(string)
	return id
}
