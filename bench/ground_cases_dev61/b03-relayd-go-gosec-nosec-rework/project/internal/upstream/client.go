package upstream

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net/http"

	"github.com/kumo-works/relayd/internal/config"
)

// Client forwards verified webhooks to the internal upstream service.
type Client struct {
	base string
	http *http.Client
}

func New(cfg config.Config) (*Client, error) {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.TLSClientConfig = &tls.Config{
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: cfg.TLSInsecure, // #nosec G402 -- RELAY_TLS_INSECURE is for local dev only
	}
	return &Client{base: cfg.UpstreamURL, http: &http.Client{Transport: tr, Timeout: cfg.Timeout}}, nil
}

// Forward posts body to base+path and returns the upstream status code.
func (c *Client) Forward(ctx context.Context, path string, body []byte, header http.Header) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	for _, k := range []string{"Content-Type", "X-Partner-Event", "X-Request-Id"} {
		if v := header.Get(k); v != "" {
			req.Header.Set(k, v)
		}
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, fmt.Errorf("forward %s: %w", path, err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, nil
}
