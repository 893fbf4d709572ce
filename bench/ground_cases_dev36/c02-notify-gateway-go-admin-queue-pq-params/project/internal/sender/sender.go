package sender

import (
	"bytes"
	"context"
	"fmt"
	"net/http"

	"notify-gateway/internal/config"
	"notify-gateway/internal/model"
)

// Sender 按渠道把消息发出去。短信和邮件走各自的 provider，webhook 直接 POST。
type Sender struct {
	http *http.Client
	sms  SMSProvider
}

type SMSProvider interface {
	SendSMS(ctx context.Context, phone, text string) error
}

func New(cfg config.Config) *Sender {
	return &Sender{
		http: &http.Client{Timeout: cfg.WebhookTimeout},
		sms:  newSMSProvider(cfg.SMSProvider),
	}
}

func (s *Sender) Send(ctx context.Context, m model.Message) error {
	switch m.Channel {
	case model.ChannelWebhook:
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.Target, bytes.NewBufferString(m.Payload))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := s.http.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 300 {
			return fmt.Errorf("webhook %s: status %d", m.Target, resp.StatusCode)
		}
		return nil
	case model.ChannelSMS:
		return s.sms.SendSMS(ctx, m.Target, m.Payload)
	default:
		return fmt.Errorf("unsupported channel %q", m.Channel)
	}
}
