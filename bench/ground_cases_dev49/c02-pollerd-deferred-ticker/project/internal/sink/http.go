package sink

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/zhangyu/pollerd/internal/poller"
)

// HTTPSink POSTs every result as JSON to a collector.
type HTTPSink struct {
	URL    string
	Client *http.Client
}

type payload struct {
	Target    string  `json:"target"`
	Status    int     `json:"status"`
	LatencyMS float64 `json:"latency_ms"`
	Error     string  `json:"error,omitempty"`
	At        int64   `json:"at"`
}

func New(url string) *HTTPSink {
	return &HTTPSink{URL: url, Client: &http.Client{Timeout: 5 * time.Second}}
}

func (s *HTTPSink) Write(ctx context.Context, r poller.Result) error {
	p := payload{Target: r.Target, Status: r.Status, LatencyMS: float64(r.Latency) / 1e6, At: r.At.Unix()}
	if r.Err != nil {
		p.Error = r.Err.Error()
	}
	body, err := json.Marshal(p)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.Client.Do(req)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("collector answered %s", resp.Status)
	}
	resp.Body.Close()
	return nil
}
