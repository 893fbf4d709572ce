package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
)

var ErrBadSignature = errors.New("signature mismatch")

// verify checks an HMAC-SHA256 signature header of the form "sha256=<hex>".
func verify(secret string, body []byte, header string) error {
	if secret == "" {
		return errors.New("no secret configured")
	}
	sig := strings.TrimPrefix(header, "sha256=")
	want, err := hex.DecodeString(sig)
	if err != nil {
		return ErrBadSignature
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	if !hmac.Equal(mac.Sum(nil), want) {
		return ErrBadSignature
	}
	return nil
}
