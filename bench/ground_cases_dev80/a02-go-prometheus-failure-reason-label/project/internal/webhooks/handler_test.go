package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"github.com/tallyhq/hookrelay/internal/config"
)

func sign(secret, body string) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(body))
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

func TestReceiveForwards(t *testing.T) {
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer upstream.Close()
	cfg := &config.Config{
		Secrets: map[string]string{"stripe": "s3cret"},
		Targets: map[string]string{"stripe": upstream.URL},
	}
	h := NewHandler(cfg, upstream.Client())
	r := chi.NewRouter()
	r.Post("/hooks/{provider}/{endpointID}", h.Receive)

	req := httptest.NewRequest(http.MethodPost, "/hooks/stripe/ep_1", strings.NewReader(`{"id":1}`))
	req.Header.Set("X-Signature", sign("s3cret", `{"id":1}`))
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	if rec.Code != http.StatusAccepted {
		t.Fatalf("status = %d", rec.Code)
	}
}

func TestReceiveRejectsBadSignature(t *testing.T) {
	cfg := &config.Config{
		Secrets: map[string]string{"stripe": "s3cret"},
		Targets: map[string]string{"stripe": "http://127.0.0.1:1"},
	}
	h := NewHandler(cfg, http.DefaultClient)
	r := chi.NewRouter()
	r.Post("/hooks/{provider}/{endpointID}", h.Receive)
	req := httptest.NewRequest(http.MethodPost, "/hooks/stripe/ep_1", strings.NewReader(`{}`))
	req.Header.Set("X-Signature", "sha256=00")
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("status = %d", rec.Code)
	}
}
