package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"
)

// Sign returns the X-Signature header value "t=<unix>,v1=<hex hmac>". The
// HMAC-SHA256 covers "<unix>.<payload>", so a captured body cannot be replayed
// with a fresh timestamp.
func Sign(secret string, ts int64, payload []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(strconv.FormatInt(ts, 10)))
	mac.Write([]byte("."))
	mac.Write(payload)
	return fmt.Sprintf("t=%d,v1=%s", ts, hex.EncodeToString(mac.Sum(nil)))
}

// Verify is what receivers are told to do; we use it in tests and in the
// replay tool. tolerance bounds how old a timestamp may be.
func Verify(secret, header string, payload []byte, now time.Time, tolerance time.Duration) bool {
	var ts int64
	var sig string
	if _, err := fmt.Sscanf(header, "t=%d,v1=%s", &ts, &sig); err != nil {
		return false
	}
	age := now.Sub(time.Unix(ts, 0))
	if age > tolerance || age < -tolerance {
		return false
	}
	want := Sign(secret, ts, payload)
	return hmac.Equal([]byte(want), []byte(header))
}
