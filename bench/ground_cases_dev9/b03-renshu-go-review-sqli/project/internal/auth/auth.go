package auth

import (
	"context"
	"net/http"
	"strings"

	"github.com/asahi-fc/renshu/internal/store"
)

type ctxKey struct{}

// RequireMember resolves the bearer token to a club member and rejects anonymous requests.
func RequireMember(members *store.MemberStore) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			token := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
			m, err := members.ByToken(r.Context(), token)
			if err != nil {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, m)))
		})
	}
}

func UserFrom(ctx context.Context) store.Member {
	m, _ := ctx.Value(ctxKey{}).(store.Member)
	return m
}

// IsAdmin reports whether the current member is a club admin (coach or captain).
func IsAdmin(ctx context.Context) bool {
	return UserFrom(ctx).Role == store.RoleAdmin
}
