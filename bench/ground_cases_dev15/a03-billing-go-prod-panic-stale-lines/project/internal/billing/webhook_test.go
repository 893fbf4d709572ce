package billing

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

const testSecret = "whsec_test"

type fakeStore struct {
	subs     map[string]*Subscription
	paid     map[string]time.Time
	canceled map[string]bool
}

func newFakeStore(subs ...*Subscription) *fakeStore {
	f := &fakeStore{subs: map[string]*Subscription{}, paid: map[string]time.Time{}, canceled: map[string]bool{}}
	for _, s := range subs {
		f.subs[s.StripeID] = s
	}
	return f
}

func (f *fakeStore) SubscriptionByStripeID(_ context.Context, id string) (*Subscription, error) {
	if s, ok := f.subs[id]; ok {
		return s, nil
	}
	return nil, ErrNotFound
}
func (f *fakeStore) MarkPaid(_ context.Context, id string, end time.Time) error { f.paid[id] = end; return nil }
func (f *fakeStore) MarkPastDue(context.Context, string) error                  { return nil }
func (f *fakeStore) Cancel(_ context.Context, id string, _ time.Time) error     { f.canceled[id] = true; return nil }
func (f *fakeStore) UpdatePlan(_ context.Context, id, plan string, end time.Time) error {
	f.subs[f.stripeID(id)].PlanID, f.subs[f.stripeID(id)].CurrentPeriodEnd = plan, end
	return nil
}
func (f *fakeStore) stripeID(id string) string {
	for k, s := range f.subs {
		if s.ID == id {
			return k
		}
	}
	return ""
}

type fakeMailer struct{ sent []string }

func (m *fakeMailer) SendReceipt(_ context.Context, to, n string, _ int64) error {
	m.sent = append(m.sent, "receipt:"+to+":"+n)
	return nil
}
func (m *fakeMailer) SendPaymentFailed(_ context.Context, to, n string) error {
	m.sent = append(m.sent, "failed:"+to+":"+n)
	return nil
}
func (m *fakeMailer) SendCancellation(_ context.Context, to string) error {
	m.sent = append(m.sent, "cancel:"+to)
	return nil
}

func signedRequest(t *testing.T, body string) *http.Request {
	t.Helper()
	ts := fmt.Sprint(time.Now().Unix())
	mac := hmac.New(sha256.New, []byte(testSecret))
	mac.Write([]byte(ts + "." + body))
	req := httptest.NewRequest(http.MethodPost, "/webhooks/stripe", strings.NewReader(body))
	req.Header.Set("Stripe-Signature", "t="+ts+",v1="+hex.EncodeToString(mac.Sum(nil)))
	return req
}

func newHandler(store Store, mailer Mailer) *WebhookHandler {
	return NewWebhookHandler(testSecret, store, mailer, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestInvoicePaidMarksPaidAndSendsReceipt(t *testing.T) {
	store := newFakeStore(&Subscription{ID: "sub_1", StripeID: "sub_S1", Customer: &Customer{Email: "a@example.com"}})
	mailer := &fakeMailer{}
	body := `{"id":"evt_1","type":"invoice.paid","data":{"object":{"number":"INV-7","subscription":"sub_S1","amount_paid":1900,"lines":{"data":[{"period":{"end":1767225600}}]}}}}`
	rec := httptest.NewRecorder()
	newHandler(store, mailer).ServeHTTP(rec, signedRequest(t, body))
	if rec.Code != http.StatusNoContent {
		t.Fatalf("status = %d", rec.Code)
	}
	if got := store.paid["sub_1"]; !got.Equal(time.Unix(1767225600, 0).UTC()) {
		t.Fatalf("paid until %v", got)
	}
	if len(mailer.sent) != 1 || mailer.sent[0] != "receipt:a@example.com:INV-7" {
		t.Fatalf("sent = %v", mailer.sent)
	}
}

func TestSubscriptionUpdatedSyncsPlan(t *testing.T) {
	sub := &Subscription{ID: "sub_1", StripeID: "sub_S1", PlanID: "price_basic"}
	store := newFakeStore(sub)
	body := `{"id":"evt_2","type":"customer.subscription.updated","data":{"object":{"id":"sub_S1","status":"active","current_period_end":1769904000,"items":{"data":[{"price":{"id":"price_pro"}}]}}}}`
	rec := httptest.NewRecorder()
	newHandler(store, &fakeMailer{}).ServeHTTP(rec, signedRequest(t, body))
	if rec.Code != http.StatusNoContent {
		t.Fatalf("status = %d", rec.Code)
	}
	if sub.PlanID != "price_pro" || !sub.CurrentPeriodEnd.Equal(time.Unix(1769904000, 0).UTC()) {
		t.Fatalf("sub = %+v", sub)
	}
}

func TestSubscriptionUpdatedUnknownIsAcked(t *testing.T) {
	body := `{"id":"evt_3","type":"customer.subscription.updated","data":{"object":{"id":"sub_nope","items":{"data":[{"price":{"id":"price_pro"}}]}}}}`
	rec := httptest.NewRecorder()
	newHandler(newFakeStore(), &fakeMailer{}).ServeHTTP(rec, signedRequest(t, body))
	if rec.Code != http.StatusNoContent {
		t.Fatalf("status = %d", rec.Code)
	}
}

func TestStaleSignatureRejected(t *testing.T) {
	body := `{"id":"evt_4","type":"invoice.paid","data":{"object":{}}}`
	ts := fmt.Sprint(time.Now().Add(-10 * time.Minute).Unix())
	mac := hmac.New(sha256.New, []byte(testSecret))
	mac.Write([]byte(ts + "." + body))
	req := httptest.NewRequest(http.MethodPost, "/webhooks/stripe", strings.NewReader(body))
	req.Header.Set("Stripe-Signature", "t="+ts+",v1="+hex.EncodeToString(mac.Sum(nil)))
	rec := httptest.NewRecorder()
	newHandler(newFakeStore(), &fakeMailer{}).ServeHTTP(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status = %d", rec.Code)
	}
}

func TestBadSignatureRejected(t *testing.T) {
	req := httptest.NewRequest(http.MethodPost, "/webhooks/stripe", strings.NewReader(`{}`))
	req.Header.Set("Stripe-Signature", "t=1,v1=deadbeef")
	rec := httptest.NewRecorder()
	newHandler(newFakeStore(), &fakeMailer{}).ServeHTTP(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status = %d", rec.Code)
	}
}
