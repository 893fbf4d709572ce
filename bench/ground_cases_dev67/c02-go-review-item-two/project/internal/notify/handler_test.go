package notify

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestCreateRejectsMalformedJSON(t *testing.T) {
	h := NewHandler(nil, Config{})
	req := httptest.NewRequest(http.MethodPost, "/v1/notifications", strings.NewReader(`{"user_id": 1,`))
	rec := httptest.NewRecorder()
	h.Create(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status = %d, want 400", rec.Code)
	}
	if !strings.Contains(rec.Body.String(), "invalid JSON") {
		t.Fatalf("body = %q", rec.Body.String())
	}
}

func TestCreateRequiresKind(t *testing.T) {
	h := NewHandler(nil, Config{})
	req := httptest.NewRequest(http.MethodPost, "/v1/notifications", strings.NewReader(`{"user_id": 1}`))
	rec := httptest.NewRecorder()
	h.Create(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status = %d, want 400", rec.Code)
	}
}
