package handler

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/hanabi-shop/catalog-api/internal/store"
)

type productStore interface {
	Get(ctx context.Context, id int64) (*store.Product, error)
	List(ctx context.Context, sort string, limit, offset int) ([]store.Product, error)
	UpdatePrice(ctx context.Context, id int64, price int) error
}

type cacher interface {
	Get(ctx context.Context, key string, v any) bool
	Set(ctx context.Context, key string, v any, ttl time.Duration)
	Delete(ctx context.Context, keys ...string)
}

type Handler struct {
	store productStore
	cache cacher
}

func New(s productStore, c cacher) *Handler {
	return &Handler{store: s, cache: c}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
