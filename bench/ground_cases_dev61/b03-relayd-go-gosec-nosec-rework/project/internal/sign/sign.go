package sign

import (
	"crypto/hmac"
	"crypto/sha1" // #nosec G505 -- partner API v2 mandates HMAC-SHA1 (spec 4.3)
	"encoding/hex"
	"strings"
)

// The partner signs every webhook as
//
//	X-Partner-Signature: sha1=<hex(hmac_sha1(secret, body))>
//
// (their API v2 spec, section 4.3). SHA-256 is only offered from their API v3.
const header = "X-Partner-Signature"

func Header() string { return header }

// Valid reports whether sig is the partner's signature of body.
func Valid(secret string, body []byte, sig string) bool {
	hexsig, ok := strings.CutPrefix(sig, "sha1=")
	if !ok {
		return false
	}
	want, err := hex.DecodeString(hexsig)
	if err != nil {
		return false
	}
	mac := hmac.New(sha1.New, []byte(secret)) // #nosec G401 -- partner API v2 mandates HMAC-SHA1
	mac.Write(body)
	return hmac.Equal(mac.Sum(nil), want)
}

// Sign is used by the integration tests to fake partner requests.
func Sign(secret string, body []byte) string {
	mac := hmac.New(sha1.New, []byte(secret)) // #nosec G401 -- partner API v2 mandates HMAC-SHA1
	mac.Write(body)
	return "sha1=" + hex.EncodeToString(mac.Sum(nil))
}
