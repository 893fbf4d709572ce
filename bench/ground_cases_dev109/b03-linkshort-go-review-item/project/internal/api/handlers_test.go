package api

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hayato-k/linkshort/internal/config"
	"github.com/hayato-k/linkshort/internal/store"
)

func newServer() *Server {
	return &Server{Cfg: config.Default(), Links: store.NewMemory()}
}

func TestCreateLink(t *testing.T) {
	srv := newServer()
	req := httptest.NewRequest(http.MethodPost, "/links", strings.NewReader(`{"url":"https://example.com/a"}`))
	rec := httptest.NewRecorder()
	srv.Routes().ServeHTTP(rec, req)
	if rec.Code != http.StatusCreated {
		t.Fatalf("status = %d, want 201", rec.Code)
	}
}

func TestGetLinkNotFound(t *testing.T) {
	srv := newServer()
	req := httptest.NewRequest(http.MethodGet, "/links/nope", nil)
	rec := httptest.NewRecorder()
	srv.Routes().ServeHTTP(rec, req)
	if rec.Code != http.StatusNotFound {
		t.Fatalf("status = %d, want 404", rec.Code)
	}
}

func TestCreateLinkRejectsEmptyURL(t *testing.T) {
	srv := newServer()
	req := httptest.NewRequest(http.MethodPost, "/links", strings.NewReader(`{"url":""}`))
	rec := httptest.NewRecorder()
	srv.Routes().ServeHTTP(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status = %d, want 400", rec.Code)
	}
}
