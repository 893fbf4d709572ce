package adyen

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
)

// signingString follows Adyen's HMAC spec for standard notifications: eight fields joined by ':'.
func signingString(n Notification) string {
	return strings.Join([]string{
		n.PSPReference,
		n.OriginalReference,
		n.MerchantAccountCode,
		n.MerchantReference,
		strconv.FormatInt(n.Amount.Value, 10),
		n.Amount.Currency,
		n.EventCode,
		n.Success,
	}, ":")
}

// VerifyHMAC checks additionalData.hmacSignature against the shared key.
func VerifyHMAC(key []byte, n Notification) bool {
	got := n.AdditionalData["hmacSignature"]
	if got == "" {
		return false
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(signingString(n)))
	want := base64.StdEncoding.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(got), []byte(want))
}
