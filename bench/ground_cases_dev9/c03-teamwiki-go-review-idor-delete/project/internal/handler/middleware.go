package handler

import (
	"context"
	"net/http"
	"strings"

	"github.com/chenjie/teamwiki/internal/model"
	"github.com/chenjie/teamwiki/internal/store"
)

type ctxKey int

const (
	userKey ctxKey = iota
	workspaceKey
)

// Authenticate resolves the bearer token to a user and the user's workspace.
func Authenticate(st *store.Store) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			token := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
			if token == "" {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			user, ws, err := st.UserByToken(r.Context(), token)
			if err != nil {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			ctx := context.WithValue(r.Context(), userKey, user)
			ctx = context.WithValue(ctx, workspaceKey, ws)
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}

func UserFrom(ctx context.Context) *model.User {
	return ctx.Value(userKey).(*model.User)
}

func WorkspaceFrom(ctx context.Context) *model.Workspace {
	return ctx.Value(workspaceKey).(*model.Workspace)
}
