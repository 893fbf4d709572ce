package handlers

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-chi/chi/v5"
)

func reqWithName(name string) *http.Request {
	r := httptest.NewRequest(http.MethodGet, "/v1/attachments/x", nil)
	rc := chi.NewRouteContext()
	rc.URLParams.Add("name", name)
	return r.WithContext(context.WithValue(r.Context(), chi.RouteCtxKey, rc))
}

func TestDownloadServesFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.pdf"), []byte("pdf"), 0o600); err != nil {
		t.Fatal(err)
	}
	h := &Handlers{dir: dir, audit: nil}
	w := httptest.NewRecorder()
	h.Download(w, reqWithName("a.pdf"))
	if w.Code != http.StatusOK || w.Body.String() != "pdf" {
		t.Fatalf("got %d %q", w.Code, w.Body.String())
	}
}

func TestCleanName(t *testing.T) {
	if got := cleanName("../../etc/passwd"); got != "passwd" {
		t.Fatalf("got %q", got)
	}
}
