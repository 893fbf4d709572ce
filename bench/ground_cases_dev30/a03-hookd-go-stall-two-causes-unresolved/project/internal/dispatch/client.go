package dispatch

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"
)

// StatusError is a non-2xx answer from a subscriber.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("subscriber answered %d", e.Code) }

// Client posts signed events to subscriber endpoints.
type Client struct {
	http   *http.Client
	secret []byte
}

func NewClient(secret string, maxConnsPerHost int) *Client {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxConnsPerHost:     maxConnsPerHost,
		MaxIdleConnsPerHost: maxConnsPerHost,
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: 5 * time.Second,
	}
	return &Client{http: &http.Client{Transport: tr}, secret: []byte(secret)}
}

func (c *Client) sign(ts string, body []byte) string {
	m := hmac.New(sha256.New, c.secret)
	m.Write([]byte(ts + "."))
	m.Write(body)
	return "v1=" + hex.EncodeToString(m.Sum(nil))
}

// Deliver posts one event. A non-2xx answer is returned as *StatusError.
func (c *Client) Deliver(ctx context.Context, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "hookd/2")
	req.Header.Set("X-Hookd-Timestamp", ts)
	req.Header.Set("X-Hookd-Signature", c.sign(ts, body))

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return &StatusError{Code: resp.StatusCode}
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return nil
}
