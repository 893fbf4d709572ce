package api

import (
	"net/http"
	"slices"
	"testing"

	"github.com/go-chi/chi/v5"
)

func TestRoutes(t *testing.T) {
	r := NewRouter(nil)
	var got []string
	err := chi.Walk(r, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		got = append(got, method+" "+route)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"GET /api/v1/devices",
		"GET /api/v1/devices/{id}",
		"PATCH /api/v1/devices/{id}",
		"GET /api/v1/firmware",
		"GET /healthz",
		"GET /version",
		"GET /metrics",
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("routes = %v, want %v", got, want)
	}
}
