package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"
)

// Signer produces the X-Relay-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256>.
// The MAC covers "<t>.<body>" so a captured request cannot be replayed with a new timestamp.
type Signer struct {
	Secret []byte
	Now    func() time.Time
}

func NewSigner(secret string) *Signer {
	return &Signer{Secret: []byte(secret), Now: time.Now}
}

func (s *Signer) Sign(body []byte) string {
	ts := strconv.FormatInt(s.Now().Unix(), 10)
	return fmt.Sprintf("t=%s,v1=%s", ts, s.mac(ts, body))
}

func (s *Signer) mac(ts string, body []byte) string {
	m := hmac.New(sha256.New, s.Secret)
	m.Write([]byte(ts))
	m.Write([]byte("."))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}
