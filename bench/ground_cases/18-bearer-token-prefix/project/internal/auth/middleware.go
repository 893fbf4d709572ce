package auth

import (
	"context"
	"net/http"
	"strings"
)

type ctxKey struct{}

var roleRank = map[string]int{"viewer": 1, "deployer": 2, "admin": 3}

// bearerToken extracts the token from "Authorization: Bearer <token>".
func bearerToken(r *http.Request) (string, bool) {
	header := r.Header.Get("Authorization")
	if !strings.HasPrefix(header, "Bearer ") {
		return "", false
	}
	token := header[len("Bearer"):]
	return token, token != ""
}

// Authenticate resolves the caller and stores the identity in the context.
func Authenticate(store *TokenStore, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token, ok := bearerToken(r)
		if !ok {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		id, ok := store.Lookup(token)
		if !ok {
			http.Error(w, "unknown token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, id)))
	})
}

// FromContext returns the identity set by Authenticate.
func FromContext(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(ctxKey{}).(Identity)
	return id, ok
}

// RequireRole rejects callers whose role ranks below min.
func RequireRole(min string, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, ok := FromContext(r.Context())
		if !ok || roleRank[id.Role] < roleRank[min] {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next(w, r)
	}
}
