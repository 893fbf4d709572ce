// Package handler holds the HTTP side of authgate.
package handler

import (
	"context"
	"net/http"
	"strings"

	"git.internal.example.com/platform/authgate/token"
)

type ctxKey struct{}

// SubjectFrom returns the authenticated subject stored by RequireToken.
func SubjectFrom(ctx context.Context) string {
	s, _ := ctx.Value(ctxKey{}).(string)
	return s
}

// RequireToken rejects requests without a valid bearer token.
func RequireToken(v *token.Verifier, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || raw == "" {
			w.Header().Set("WWW-Authenticate", `Bearer realm="authgate"`)
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims, err := v.Verify(raw)
		if err != nil {
			w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token", error_description="`+err.Error()+`"`)
			http.Error(w, err.Error(), http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims.Subject)))
	})
}
