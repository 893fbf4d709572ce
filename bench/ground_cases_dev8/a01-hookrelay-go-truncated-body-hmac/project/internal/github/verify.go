package github

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
)

var (
	ErrNoSignature  = errors.New("missing X-Hub-Signature-256")
	ErrBadSignature = errors.New("signature does not match payload")
)

// VerifySignature checks GitHub's X-Hub-Signature-256 header ("sha256=<hex>") against body.
func VerifySignature(secret, body []byte, header string) error {
	if header == "" {
		return ErrNoSignature
	}
	got, ok := strings.CutPrefix(header, "sha256=")
	if !ok {
		return ErrBadSignature
	}
	want, err := hex.DecodeString(got)
	if err != nil {
		return ErrBadSignature
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	if !hmac.Equal(mac.Sum(nil), want) {
		return ErrBadSignature
	}
	return nil
}
