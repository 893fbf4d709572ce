package sender

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"time"
)

type Sender struct {
	Client  *http.Client
	Retries int
}

func New() *Sender {
	return &Sender{Client: &http.Client{Timeout: 10 * time.Second}, Retries: 3}
}

// Send posts the payload, retrying on errors and 5xx responses.
func (s *Sender) Send(ctx context.Context, url string, payload []byte) error {
	var last error
	for attempt := 0; attempt <= s.Retries; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(payload))
		req.Header.Set("Content-Type", "application/json")
		resp, err := s.Client.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode < 500 {
				return nil
			}
			err = fmt.Errorf("status %d", resp.StatusCode)
		}
		last = err
		time.Sleep(time.Duration(attempt+1) * time.Second)
	}
	return last
}
