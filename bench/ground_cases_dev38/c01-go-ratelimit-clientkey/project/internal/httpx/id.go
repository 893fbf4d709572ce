package httpx

import (
	"crypto/rand"
	"encoding/hex"
)

func newID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
