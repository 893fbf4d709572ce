package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/tsubasa-k/usersvc/internal/store"
)

func newHandler(n int) *Handler {
	m := store.NewMemory()
	store.Seed(m, n)
	return &Handler{Store: m}
}

func get(t *testing.T, h *Handler, url string) (*httptest.ResponseRecorder, listResponse) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	var body listResponse
	if rec.Code == http.StatusOK {
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
			t.Fatal(err)
		}
	}
	return rec, body
}

func TestListUsers_DefaultLimit(t *testing.T) {
	_, body := get(t, newHandler(250), "/users")
	if len(body.Users) != 20 || body.Limit != 20 {
		t.Fatalf("got %d users, limit %d; want 20", len(body.Users), body.Limit)
	}
	if body.Total != 250 {
		t.Fatalf("total = %d", body.Total)
	}
}

func TestListUsers_Offset(t *testing.T) {
	_, body := get(t, newHandler(30), "/users?limit=10&offset=25")
	if len(body.Users) != 5 || body.Users[0].ID != 26 {
		t.Fatalf("unexpected page: %+v", body.Users)
	}
}

func TestListUsers_BadLimit(t *testing.T) {
	rec, _ := get(t, newHandler(5), "/users?limit=abc")
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d", rec.Code)
	}
}
