package mailer

import (
	"context"
	"errors"
)

type sendgrid struct{ key string }

func newSendgrid(key string) Mailer { return &sendgrid{key: key} }

func (s *sendgrid) Send(ctx context.Context, m Message) error {
	if m.To == "" {
		return errors.New("sendgrid: empty recipient")
	}
	// HTTP call elided in this repo; see infra/sendgrid
	return nil
}
