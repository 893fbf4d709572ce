package handler

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/hanabi-shop/catalog-api/internal/store"
)

type fakeStore struct{ p store.Product }

func (f *fakeStore) Get(ctx context.Context, id int64) (*store.Product, error) { p := f.p; return &p, nil }
func (f *fakeStore) List(ctx context.Context, sort string, limit, offset int) ([]store.Product, error) {
	return []store.Product{f.p}, nil
}
func (f *fakeStore) UpdatePrice(ctx context.Context, id int64, price int) error { f.p.Price = price; return nil }

type mapCache struct{ m map[string]any }

func (c *mapCache) Get(ctx context.Context, key string, v any) bool {
	got, ok := c.m[key]
	if ok {
		*(v.(*store.Product)) = got.(store.Product)
	}
	return ok
}
func (c *mapCache) Set(ctx context.Context, key string, v any, ttl time.Duration) {
	c.m[key] = *(v.(*store.Product))
}
func (c *mapCache) Delete(ctx context.Context, keys ...string) {
	for _, k := range keys {
		delete(c.m, k)
	}
}

func router(h *Handler) http.Handler {
	r := chi.NewRouter()
	r.Get("/products/{id}", h.Get)
	r.Put("/products/{id}", h.Update)
	return r
}

func TestGetCachesProduct(t *testing.T) {
	c := &mapCache{m: map[string]any{}}
	h := New(&fakeStore{p: store.Product{ID: 7, Name: "線香花火", Price: 300}}, c)
	rec := httptest.NewRecorder()
	router(h).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/products/7", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d", rec.Code)
	}
	if _, ok := c.m["product:7"]; !ok {
		t.Fatal("product:7 not cached")
	}
}


func TestUpdateInvalidatesProduct(t *testing.T) {
	c := &mapCache{m: map[string]any{"product:7": store.Product{ID: 7, Price: 300}}}
	h := New(&fakeStore{p: store.Product{ID: 7, Price: 300}}, c)
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodPut, "/products/7", strings.NewReader(`{"price": 350}`))
	router(h).ServeHTTP(rec, req)
	if rec.Code != http.StatusNoContent {
		t.Fatalf("status = %d", rec.Code)
	}
	if _, ok := c.m["product:7"]; ok {
		t.Fatal("product:7 still cached after update")
	}
}
