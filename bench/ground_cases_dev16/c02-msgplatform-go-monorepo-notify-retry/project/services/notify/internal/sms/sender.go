package sms

import (
	"context"
	"fmt"
	"log/slog"

	"git.example.com/msg/services/notify/internal/config"
	"git.example.com/msg/services/notify/internal/retry"
)

// Provider is the carrier API (Aliyun in production, a fake in tests).
type Provider interface {
	Send(ctx context.Context, phone, sign, tpl string, params map[string]string) (code string, err error)
}

type Sender struct {
	provider Provider
	sign     string
	policy   retry.Policy
	log      *slog.Logger
}

func NewSender(p Provider, cfg config.Config, log *slog.Logger) *Sender {
	return &Sender{
		provider: p,
		sign:     cfg.SMSSignName,
		policy:   retry.Policy{MaxAttempts: cfg.SMSRetryMax, Base: cfg.SMSRetryBase, Max: cfg.SMSRetryCap},
		log:      log,
	}
}

// Send delivers one templated SMS, retrying throttling and network errors.
func (s *Sender) Send(ctx context.Context, phone, tpl string, params map[string]string) error {
	attempt := 0
	return s.policy.Do(ctx, func(ctx context.Context) error {
		attempt++
		code, err := s.provider.Send(ctx, phone, s.sign, tpl, params)
		switch {
		case err != nil:
			s.log.Warn("sms send failed", "attempt", attempt, "err", err)
			return err
		case code == "OK":
			return nil
		case code == "isv.MOBILE_NUMBER_ILLEGAL" || code == "isv.SMS_TEMPLATE_ILLEGAL":
			return retry.Permanent(fmt.Errorf("sms rejected: %s", code))
		default:
			s.log.Warn("sms send not ok", "attempt", attempt, "code", code)
			return fmt.Errorf("sms: provider code %s", code)
		}
	})
}
