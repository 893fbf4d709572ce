package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Header is the signature header receivers verify: "t=<unix>,v1=<hex hmac>".
const Header = "X-Hanamaru-Signature"

// Sign returns the header value for body sent at ts.
func Sign(secret []byte, ts time.Time, body []byte) string {
	mac := hmac.New(sha256.New, secret)
	fmt.Fprintf(mac, "%d.", ts.Unix())
	mac.Write(body)
	return fmt.Sprintf("t=%d,v1=%s", ts.Unix(), hex.EncodeToString(mac.Sum(nil)))
}

// Verify checks a header produced by Sign; used by the receiver SDK tests and the
// /debug/verify endpoint.
func Verify(secret []byte, header string, body []byte, tolerance time.Duration, now time.Time) bool {
	var ts int64
	var sig string
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return false
		}
		switch k {
		case "t":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return false
			}
			ts = n
		case "v1":
			sig = v
		}
	}
	sent := time.Unix(ts, 0)
	if now.Sub(sent) > tolerance || sent.Sub(now) > tolerance {
		return false
	}
	expected := Sign(secret, sent, body)
	return expected == fmt.Sprintf("t=%d,v1=%s", ts, sig)
}
