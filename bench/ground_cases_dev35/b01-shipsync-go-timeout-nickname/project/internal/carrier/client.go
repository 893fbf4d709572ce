package carrier

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"git.example.co.jp/logi/shipsync/internal/config"
)

type Client struct {
	base string
	key  string
	http *http.Client
}

type Tracking struct {
	TrackingNo string    `json:"tracking_no"`
	Status     string    `json:"status"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// StatusError is returned for non-2xx responses.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("carrier: http %d", e.Code) }

func NewClient(cfg config.Carrier) *Client {
	return &Client{
		base: cfg.BaseURL,
		key:  cfg.APIKey,
		http: &http.Client{Timeout: cfg.HTTPTimeout},
	}
}

func (c *Client) Track(ctx context.Context, trackingNo string) (Tracking, error) {
	u := c.base + "/tracking/" + url.PathEscape(trackingNo)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return Tracking{}, err
	}
	req.Header.Set("X-Api-Key", c.key)
	res, err := c.http.Do(req)
	if err != nil {
		return Tracking{}, fmt.Errorf("carrier: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode/100 != 2 {
		return Tracking{}, &StatusError{Code: res.StatusCode}
	}
	var t Tracking
	if err := json.NewDecoder(res.Body).Decode(&t); err != nil {
		return Tracking{}, fmt.Errorf("carrier: decode: %w", err)
	}
	return t, nil
}
