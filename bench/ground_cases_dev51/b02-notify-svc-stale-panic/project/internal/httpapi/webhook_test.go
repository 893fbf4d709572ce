package httpapi

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/acme/notify-svc/internal/mailer"
	"github.com/acme/notify-svc/internal/store"
)

type fakeOrders struct{ statuses map[string]store.Status }

func (f *fakeOrders) MarkEventProcessed(ctx context.Context, id string) error { return nil }
func (f *fakeOrders) UpdateStatus(ctx context.Context, id string, s store.Status) error {
	f.statuses[id] = s
	return nil
}

type fakeMail struct{ sent []mailer.Receipt }

func (f *fakeMail) SendReceipt(ctx context.Context, r mailer.Receipt) error {
	f.sent = append(f.sent, r)
	return nil
}

func sign(secret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

func TestPaymentSucceededSendsReceipt(t *testing.T) {
	orders := &fakeOrders{statuses: map[string]store.Status{}}
	mail := &fakeMail{}
	h := &WebhookHandler{Secret: "s3cret", Orders: orders, Mail: mail, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	body := []byte(`{"id":"evt_1","type":"payment.succeeded","data":{"order_id":"o_1","amount":1200,"currency":"JPY","customer":{"id":"c_1","email":"a@example.com","name":"A"}}}`)
	req := httptest.NewRequest(http.MethodPost, "/webhooks/payments", bytes.NewReader(body))
	req.Header.Set("X-Signature", sign("s3cret", body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNoContent {
		t.Fatalf("status = %d", rec.Code)
	}
	if orders.statuses["o_1"] != store.StatusPaid || len(mail.sent) != 1 {
		t.Fatalf("statuses=%v sent=%v", orders.statuses, mail.sent)
	}
}

func TestBadSignatureIsRejected(t *testing.T) {
	h := &WebhookHandler{Secret: "s3cret", Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	req := httptest.NewRequest(http.MethodPost, "/webhooks/payments", bytes.NewReader([]byte(`{}`)))
	req.Header.Set("X-Signature", "sha256=00")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("status = %d", rec.Code)
	}
}
