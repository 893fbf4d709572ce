package sms

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Sender 调用短信服务商的 HTTP 接口发送短信。
type Sender struct {
	endpoint string
	apiKey   string
	client   *http.Client
	retries  int
}

func NewSender(endpoint, apiKey string, retries int) *Sender {
	if retries <= 0 {
		retries = 3
	}
	return &Sender{
		endpoint: endpoint,
		apiKey:   apiKey,
		client:   &http.Client{Timeout: 5 * time.Second},
		retries:  retries,
	}
}

// Send 发送一条短信；网络错误和 5xx 会重试，4xx 直接返回。
func (s *Sender) Send(ctx context.Context, phone, text string) error {
	form := url.Values{"mobile": {phone}, "content": {text}, "apikey": {s.apiKey}}
	var lastErr error
	for i := 0; i < s.retries; i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.endpoint, strings.NewReader(form.Encode()))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := s.client.Do(req)
		if err != nil {
			lastErr = err
			time.Sleep(time.Duration(i+1) * 200 * time.Millisecond)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			lastErr = fmt.Errorf("sms gateway status %d", resp.StatusCode)
			continue
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("sms gateway status %d", resp.StatusCode)
		}
		return nil
	}
	log.Printf("sms: send to %s failed after %d retries: %v", phone, s.retries, lastErr)
	return lastErr
}
