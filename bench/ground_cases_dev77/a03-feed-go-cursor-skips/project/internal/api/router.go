package api

import (
	"net/http"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/pinwheel/feedsvc/internal/store"
)

func NewRouter(st *store.Store, pool *pgxpool.Pool) http.Handler {
	mux := http.NewServeMux()
	h := &FeedHandler{Store: st}
	mux.HandleFunc("GET /v1/feed", withUser(h.List))
	mux.HandleFunc("GET /healthz", Health(pool))
	return mux
}

type ctxKey struct{}

func withUser(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		uid := r.Header.Get("X-User-ID")
		if uid == "" {
			http.Error(w, "unauthenticated", http.StatusUnauthorized)
			return
		}
		next(w, r.WithContext(withUserID(r.Context(), uid)))
	}
}
