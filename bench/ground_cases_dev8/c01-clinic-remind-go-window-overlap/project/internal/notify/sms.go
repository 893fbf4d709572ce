package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/zhoujie/clinic-remind/internal/config"
)

type SMSClient struct {
	cfg  config.SMS
	http *http.Client
}

func NewSMSClient(cfg config.SMS) *SMSClient {
	return &SMSClient{cfg: cfg, http: &http.Client{Timeout: cfg.Timeout}}
}

type sendRequest struct {
	Phone    string            `json:"phone"`
	SignName string            `json:"sign_name"`
	Template string            `json:"template_code"`
	Params   map[string]string `json:"template_param"`
}

// Send posts one templated message. Network errors and 5xx are retried up to MaxRetries times.
func (c *SMSClient) Send(ctx context.Context, phone string, params map[string]string) error {
	body, err := json.Marshal(sendRequest{Phone: phone, SignName: c.cfg.SignName, Template: c.cfg.Template, Params: params})
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt <= c.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			slog.Info("sms retry", "phone", mask(phone), "attempt", attempt, "err", lastErr)
			time.Sleep(time.Duration(attempt) * 500 * time.Millisecond)
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.cfg.Endpoint, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Access-Key", c.cfg.AccessKey)
		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		msg, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			lastErr = fmt.Errorf("gateway %d: %s", resp.StatusCode, msg)
			continue
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("gateway %d: %s", resp.StatusCode, msg)
		}
		return nil
	}
	return lastErr
}

func mask(phone string) string {
	if len(phone) < 7 {
		return phone
	}
	return phone[:3] + "****" + phone[len(phone)-4:]
}
