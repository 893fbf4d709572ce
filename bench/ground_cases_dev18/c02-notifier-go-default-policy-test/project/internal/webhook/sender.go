package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/google/uuid"

	"github.com/hexa-labs/notifier/internal/retry"
)

type Endpoint struct {
	URL    string
	Secret string
}

type Sender struct {
	Client *http.Client
	Policy *retry.Policy
}

func NewSender() *Sender {
	return &Sender{Client: &http.Client{Timeout: 10 * time.Second}, Policy: retry.DefaultPolicy()}
}

func sign(secret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

// Send delivers one event to a customer endpoint.
func (s *Sender) Send(ctx context.Context, ep Endpoint, event string, payload any) error {
	body, err := json.Marshal(map[string]any{"id": uuid.NewString(), "event": event, "data": payload})
	if err != nil {
		return err
	}
	newReq := func() (*http.Request, error) {
		req, err := http.NewRequest(http.MethodPost, ep.URL, bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Hexa-Signature", sign(ep.Secret, body))
		return req, nil
	}
	resp, err := retry.Do(ctx, s.Client, s.Policy, newReq)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook %s: status %d", ep.URL, resp.StatusCode)
	}
	return nil
}
