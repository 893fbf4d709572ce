// Package token verifies the HS256 tokens issued by the login service.
package token

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

var (
	ErrMalformed = errors.New("token: malformed")
	ErrSignature = errors.New("token: bad signature")
	ErrExpired   = errors.New("token: expired")
	ErrIssuer    = errors.New("token: wrong issuer")
)

// Claims are the fields of the payload we use.
type Claims struct {
	Subject string `json:"sub"`
	Issuer  string `json:"iss"`
	Expires int64  `json:"exp"`
}

// Verifier checks signature, issuer and expiry.
type Verifier struct {
	Secret []byte
	Issuer string
	Leeway time.Duration // tolerated clock skew between issuer and us
	Now    func() time.Time
}

// DefaultLeeway is the clock skew tolerated when none is configured.
const DefaultLeeway = 60 * time.Second

func (v *Verifier) now() time.Time {
	if v.Now != nil {
		return v.Now()
	}
	return time.Now()
}

// Verify returns the claims of a valid token.
func (v *Verifier) Verify(raw string) (*Claims, error) {
	parts := strings.Split(raw, ".")
	if len(parts) != 3 {
		return nil, ErrMalformed
	}
	mac := hmac.New(sha256.New, v.Secret)
	mac.Write([]byte(parts[0] + "." + parts[1]))
	got, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || !hmac.Equal(got, mac.Sum(nil)) {
		return nil, ErrSignature
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return nil, ErrMalformed
	}
	var c Claims
	if err := json.Unmarshal(payload, &c); err != nil {
		return nil, ErrMalformed
	}
	if v.Issuer != "" && c.Issuer != v.Issuer {
		return nil, ErrIssuer
	}
	exp := time.Unix(c.Expires, 0)
	if v.now().Add(v.Leeway).After(exp) {
		return nil, ErrExpired
	}
	return &c, nil
}

// Sign makes a token; used by tests and the dev-token command.
func Sign(secret []byte, c Claims) string {
	header := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	body, _ := json.Marshal(c)
	payload := base64.RawURLEncoding.EncodeToString(body)
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(header + "." + payload))
	return header + "." + payload + "." + base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}
