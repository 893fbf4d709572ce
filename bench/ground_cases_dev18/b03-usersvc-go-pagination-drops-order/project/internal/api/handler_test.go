package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/hoshino-lab/usersvc/internal/store"
)

type fakeStore struct {
	users []store.User
}

func (f *fakeStore) ListUsers(ctx context.Context, limit, offset int) ([]store.User, error) {
	if offset >= len(f.users) {
		return nil, nil
	}
	end := offset + limit
	if end > len(f.users) {
		end = len(f.users)
	}
	return f.users[offset:end], nil
}

func (f *fakeStore) GetUser(ctx context.Context, id int64) (store.User, error) {
	for _, u := range f.users {
		if u.ID == id {
			return u, nil
		}
	}
	return store.User{}, store.ErrNotFound
}

func TestListUsers(t *testing.T) {
	h := NewHandler(&fakeStore{users: []store.User{{ID: 1, Email: "a@example.com"}, {ID: 2, Email: "b@example.com"}}})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest("GET", "/users", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d", rec.Code)
	}
	var body struct {
		Users []store.User `json:"users"`
	}
	if err := json.NewDecoder(rec.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	if len(body.Users) != 2 {
		t.Fatalf("len = %d", len(body.Users))
	}
}

func TestListUsers_NegativeOffset(t *testing.T) {
	h := NewHandler(&fakeStore{})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest("GET", "/users?offset=-1", nil))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status = %d", rec.Code)
	}
}

func TestGetUser_NotFound(t *testing.T) {
	h := NewHandler(&fakeStore{})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest("GET", "/users/9", nil))
	if rec.Code != http.StatusNotFound {
		t.Fatalf("status = %d", rec.Code)
	}
}
