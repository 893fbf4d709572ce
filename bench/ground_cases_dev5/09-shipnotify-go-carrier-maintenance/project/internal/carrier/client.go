package carrier

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

type Client struct {
	base  string
	token string
	http  *http.Client
}

type LabelRequest struct {
	OrderID string `json:"order_id"`
	Service string `json:"service"`
	ToZip   string `json:"to_zip"`
}

type Label struct {
	TrackingNumber string `json:"tracking_number"`
	PDFURL         string `json:"pdf_url"`
}

type StatusError struct {
	Status int
	Body   string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("%d %s: %s", e.Status, http.StatusText(e.Status), e.Body)
}

func New(base, token string) *Client {
	return &Client{base: base, token: token, http: &http.Client{Timeout: 15 * time.Second}}
}

func (c *Client) CreateLabel(req LabelRequest) (*Label, error) {
	body, _ := json.Marshal(req)
	var lastErr error
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		if attempt > 1 {
			time.Sleep(backoff(attempt - 1))
		}
		r, _ := http.NewRequest(http.MethodPost, c.base+"/v2/labels", bytes.NewReader(body))
		r.Header.Set("Authorization", "Bearer "+c.token)
		r.Header.Set("Content-Type", "application/json")
		resp, err := c.http.Do(r)
		if err != nil {
			lastErr = err
			continue
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == http.StatusCreated {
			var l Label
			if err := json.Unmarshal(data, &l); err != nil {
				return nil, fmt.Errorf("carrier: decode label: %w", err)
			}
			return &l, nil
		}
		lastErr = &StatusError{Status: resp.StatusCode, Body: string(data)}
		if !retryable(resp.StatusCode) {
			break
		}
	}
	return nil, fmt.Errorf("carrier: POST /v2/labels: %w (after %d attempts)", lastErr, maxAttempts)
}
