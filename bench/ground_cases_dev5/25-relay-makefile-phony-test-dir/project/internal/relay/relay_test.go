package relay

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestRejectsLargeBody(t *testing.T) {
	h := NewHandler(Config{MaxBody: 4})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/", strings.NewReader("hello")))
	if rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("got %d", rec.Code)
	}
}
