package github

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"testing"
)

func sign(secret, body []byte) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

func TestVerifySignature(t *testing.T) {
	secret := []byte("It's a Secret to Everybody")
	body := []byte(`{"ref":"refs/heads/main"}`)

	if err := VerifySignature(secret, body, sign(secret, body)); err != nil {
		t.Fatalf("valid signature rejected: %v", err)
	}
	if err := VerifySignature(secret, body, sign([]byte("other"), body)); err != ErrBadSignature {
		t.Fatalf("wrong secret: got %v", err)
	}
	if err := VerifySignature(secret, body, ""); err != ErrNoSignature {
		t.Fatalf("missing header: got %v", err)
	}
	if err := VerifySignature(secret, body, "sha1=abc"); err != ErrBadSignature {
		t.Fatalf("sha1 header: got %v", err)
	}
}
