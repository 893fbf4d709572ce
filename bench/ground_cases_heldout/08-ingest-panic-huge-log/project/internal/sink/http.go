package sink

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/acme-data/ingest/internal/logx"
)

// HTTP posts batches to the collector's bulk endpoint.
type HTTP struct {
	URL        string
	Client     *http.Client
	MaxRetries int
}

type bulkResponse struct {
	Accepted int    `json:"accepted"`
	Error    string `json:"error"`
}

func (h *HTTP) Write(ctx context.Context, batch []Record) (int, error) {
	body, err := json.Marshal(batch)
	if err != nil {
		return 0, err
	}
	var lastErr error
	for attempt := 0; attempt <= h.MaxRetries; attempt++ {
		if attempt > 0 {
			delay := time.Duration(200*attempt) * time.Millisecond
			logx.Warn("POST %s: %v, retry %d/%d in %s", h.URL, lastErr, attempt, h.MaxRetries, delay)
			time.Sleep(delay)
		}
		n, err := h.post(ctx, body)
		if err == nil {
			return n, nil
		}
		lastErr = err
		if n > 0 {
			// the collector committed part of the batch: report it, the caller keeps the rest
			return n, err
		}
	}
	return 0, lastErr
}

func (h *HTTP) post(ctx context.Context, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := h.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var out bulkResponse
	_ = json.NewDecoder(resp.Body).Decode(&out)
	switch {
	case resp.StatusCode == http.StatusOK:
		return out.Accepted, nil
	case resp.StatusCode == http.StatusMultiStatus:
		return out.Accepted, fmt.Errorf("partial: %s", out.Error)
	default:
		return out.Accepted, fmt.Errorf("%s", resp.Status)
	}
}
