package adyen

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/lumenpay/settle/internal/ledger"
)

type memStore map[string]bool

func (m memStore) Seen(_ context.Context, psp, code string) (bool, error) { return m[psp+code], nil }
func (m memStore) MarkSeen(_ context.Context, psp, code string) error     { m[psp+code] = true; return nil }

var testKey = []byte("0123456789abcdef0123456789abcdef")

func signed(n Notification) Notification {
	n.AdditionalData = map[string]string{}
	n.AdditionalData["hmacSignature"] = sign(testKey, n)
	return n
}

func TestCaptureCreditsLedger(t *testing.T) {
	l := ledger.NewMemory()
	h := &Handler{HMACKey: testKey, Store: memStore{}, Ledger: l, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	body := encode(t, signed(Notification{PSPReference: "8815723001", EventCode: EventCapture, Success: "true",
		MerchantReference: "ORD-1", Amount: Amount{Currency: "EUR", Value: 4999}}))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/webhooks/adyen", strings.NewReader(body)))
	if rec.Code != http.StatusOK || rec.Body.String() != "[accepted]" {
		t.Fatalf("got %d %q", rec.Code, rec.Body.String())
	}
	if got := l.Balance("ORD-1"); got != 4999 {
		t.Fatalf("balance = %d", got)
	}
}

func TestBadHMACIsRejected(t *testing.T) {
	h := &Handler{HMACKey: testKey, Store: memStore{}, Ledger: ledger.NewMemory(), Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	n := signed(Notification{PSPReference: "1", EventCode: EventCapture, Success: "true"})
	n.AdditionalData["hmacSignature"] = "bogus"
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/webhooks/adyen", strings.NewReader(encode(t, n))))
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("got %d", rec.Code)
	}
}
