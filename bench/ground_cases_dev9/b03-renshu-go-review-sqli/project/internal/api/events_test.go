package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestSearchRequiresClubID(t *testing.T) {
	h := &EventHandler{}
	req := httptest.NewRequest(http.MethodGet, "/clubs/abc/events/search?q=test", nil)
	rec := httptest.NewRecorder()
	h.Search(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("got %d, want 400", rec.Code)
	}
}
