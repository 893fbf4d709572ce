package introspect

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/acme/gatekeeper/internal/retry"
)

// Client asks the identity service whether a token is active.
type Client struct {
	endpoint string
	attempts int
	backoff  time.Duration
	http     *http.Client
}

func New(endpoint string, attempts int, backoff time.Duration) *Client {
	return &Client{endpoint: endpoint, attempts: attempts, backoff: backoff,
		http: &http.Client{Timeout: 2 * time.Second}}
}

type response struct {
	Active bool   `json:"active"`
	Sub    string `json:"sub"`
}

// Verify implements auth.Verifier.
func (c *Client) Verify(ctx context.Context, token string) (string, error) {
	var out response
	err := retry.Do(ctx, c.attempts, c.backoff, func(ctx context.Context) error {
		form := url.Values{"token": {token}}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, strings.NewReader(form.Encode()))
		if err != nil {
			return retry.Permanent{Err: err}
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		res, err := c.http.Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		if res.StatusCode >= 500 {
			return fmt.Errorf("introspect: %s", res.Status)
		}
		return json.NewDecoder(res.Body).Decode(&out)
	})
	if err != nil {
		return "", err
	}
	if !out.Active {
		return "", fmt.Errorf("introspect: token not active")
	}
	return out.Sub, nil
}
