package carrier

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/loopfreight/trackhooks/internal/store"
)

type fakeStore struct {
	status map[string]string
}

func (f *fakeStore) Current(_ context.Context, t string) (string, error) { return f.status[t], nil }
func (f *fakeStore) SetStatus(_ context.Context, t, s string, _ time.Time) error {
	f.status[t] = s
	return nil
}

func sign(secret, body string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(body))
	return hex.EncodeToString(m.Sum(nil))
}

func TestUnknownShipmentIsAccepted(t *testing.T) {
	h := &WebhookHandler{Secret: []byte("s3"), Shipments: missingStore{}}
	body := `{"tracking_number":"ZZ9","event_code":"IN_TRANSIT","occurred_at":"2025-11-03T08:00:00Z"}`
	req := httptest.NewRequest(http.MethodPost, "/hooks/carrier", strings.NewReader(body))
	req.Header.Set("X-Carrier-Signature", sign("s3", body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusAccepted {
		t.Fatalf("got %d, want 202", rec.Code)
	}
}

type missingStore struct{}

func (missingStore) Current(context.Context, string) (string, error) { return "", store.ErrNotFound }
func (missingStore) SetStatus(context.Context, string, string, time.Time) error {
	return nil
}

func TestOutForDelivery(t *testing.T) {
	st := &fakeStore{status: map[string]string{"LF123": "in_transit"}}
	h := &WebhookHandler{Secret: []byte("s3"), Shipments: st}
	body := `{"tracking_number":"LF123","event_code":"out_for_delivery","occurred_at":"2025-11-03T08:00:00Z"}`
	req := httptest.NewRequest(http.MethodPost, "/hooks/carrier", strings.NewReader(body))
	req.Header.Set("X-Carrier-Signature", sign("s3", body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNoContent || st.status["LF123"] != "out_for_delivery" {
		t.Fatalf("got %d %q", rec.Code, st.status["LF123"])
	}
}
