package api

import (
	"testing"

	"example.com/notify/internal/store"
)

func TestRecipientSummaryDomain(t *testing.T) {
	v := recipientSummary(store.Recipient{ID: "r1", Name: "Aoki", Emails: []string{"aoki@example.co.jp"}})
	if v.Domain != "example.co.jp" {
		t.Fatalf("domain = %q", v.Domain)
	}
}

func TestRecipientSummaryFirstEmail(t *testing.T) {
	v := recipientSummary(store.Recipient{ID: "r2", Emails: []string{"a@x.io", "b@y.io"}})
	if v.Email != "a@x.io" {
		t.Fatalf("email = %q", v.Email)
	}
}

func TestRecipientSummaryOptIn(t *testing.T) {
	v := recipientSummary(store.Recipient{ID: "r3", Emails: []string{"c@z.io"}, OptedIn: true})
	if !v.Opted {
		t.Fatal("expected opted in")
	}
}

func TestRecipientSummaryNoAt(t *testing.T) {
	v := recipientSummary(store.Recipient{ID: "r4", Emails: []string{"broken"}})
	if v.Domain != "" {
		t.Fatalf("domain = %q, want empty", v.Domain)
	}
}
