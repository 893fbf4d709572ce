package token

import (
	"errors"
	"testing"
	"time"
)

var (
	secret = []byte("test-secret")
	fixed  = time.Date(2026, 11, 10, 12, 0, 0, 0, time.UTC)
)

func testVerifier() *Verifier {
	return &Verifier{Secret: secret, Issuer: "login", Leeway: DefaultLeeway, Now: func() time.Time { return fixed }}
}

func TestRejectsLongExpiredToken(t *testing.T) {
	raw := Sign(secret, Claims{Subject: "u1", Issuer: "login", Expires: fixed.Add(-5 * time.Minute).Unix()})
	if _, err := testVerifier().Verify(raw); !errors.Is(err, ErrExpired) {
		t.Fatalf("want ErrExpired, got %v", err)
	}
}

func TestAcceptsValidToken(t *testing.T) {
	raw := Sign(secret, Claims{Subject: "u1", Issuer: "login", Expires: fixed.Add(time.Hour).Unix()})
	c, err := testVerifier().Verify(raw)
	if err != nil || c.Subject != "u1" {
		t.Fatalf("got %v, %v", c, err)
	}
}

func TestAcceptsTokenNearExpiry(t *testing.T) {
	raw := Sign(secret, Claims{Subject: "u1", Issuer: "login", Expires: fixed.Add(30 * time.Second).Unix()})
	if _, err := testVerifier().Verify(raw); err != nil {
		t.Fatalf("token valid for 30 more seconds was rejected: %v", err)
	}
}

func TestRejectsWrongIssuer(t *testing.T) {
	raw := Sign(secret, Claims{Subject: "u1", Issuer: "other", Expires: fixed.Add(time.Hour).Unix()})
	if _, err := testVerifier().Verify(raw); !errors.Is(err, ErrIssuer) {
		t.Fatalf("want ErrIssuer, got %v", err)
	}
}

func TestRejectsBadSignature(t *testing.T) {
	raw := Sign([]byte("other"), Claims{Subject: "u1", Issuer: "login", Expires: fixed.Add(time.Hour).Unix()})
	if _, err := testVerifier().Verify(raw); !errors.Is(err, ErrSignature) {
		t.Fatalf("want ErrSignature, got %v", err)
	}
}
