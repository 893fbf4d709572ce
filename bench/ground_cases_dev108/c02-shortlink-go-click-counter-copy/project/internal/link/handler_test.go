package link

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func newServer() *http.ServeMux {
	mux := http.NewServeMux()
	(&Handler{Store: NewStore()}).Routes(mux)
	return mux
}

func TestCreateAndRedirect(t *testing.T) {
	mux := newServer()
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("POST", "/api/links", strings.NewReader(`{"code":"gh","target":"https://github.com"}`)))
	if rec.Code != http.StatusCreated {
		t.Fatalf("create: got %d", rec.Code)
	}
	rec = httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("GET", "/gh", nil))
	if rec.Code != http.StatusFound || rec.Header().Get("Location") != "https://github.com" {
		t.Fatalf("redirect: got %d %q", rec.Code, rec.Header().Get("Location"))
	}
}

func TestUnknownCodeIs404(t *testing.T) {
	rec := httptest.NewRecorder()
	newServer().ServeHTTP(rec, httptest.NewRequest("GET", "/nope", nil))
	if rec.Code != http.StatusNotFound {
		t.Fatalf("got %d", rec.Code)
	}
}
