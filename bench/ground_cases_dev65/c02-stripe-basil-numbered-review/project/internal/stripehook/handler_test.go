package stripehook

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76/webhook"
)

const secret = "whsec_test_123"

func post(t *testing.T, h *Handler, payload []byte, sig string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/webhooks/stripe", bytes.NewReader(payload))
	req.Header.Set("Stripe-Signature", sig)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestRejectsBadSignature(t *testing.T) {
	h := &Handler{Secret: secret, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	rec := post(t, h, []byte(`{"id":"evt_1","type":"ping"}`), "t=1,v1=deadbeef")
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d, want 400", rec.Code)
	}
}

func TestAcceptsSignedPayload(t *testing.T) {
	h := &Handler{Secret: secret, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	payload := []byte(`{"id":"evt_2","object":"event","api_version":"2025-03-31.basil","type":"ping","data":{"object":{}}}`)
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: time.Now()})
	rec := post(t, h, signed.Payload, signed.Header)
	if rec.Code == http.StatusBadRequest {
		t.Fatalf("signed payload rejected: %s", rec.Body.String())
	}
}
