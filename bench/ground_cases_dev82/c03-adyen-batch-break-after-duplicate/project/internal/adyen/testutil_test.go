package adyen

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"testing"
)

func sign(key []byte, n Notification) string {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(signingString(n)))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

func encode(t *testing.T, items ...Notification) string {
	t.Helper()
	req := NotificationRequest{Live: "false"}
	for _, n := range items {
		req.NotificationItems = append(req.NotificationItems, NotificationItem{Item: n})
	}
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
