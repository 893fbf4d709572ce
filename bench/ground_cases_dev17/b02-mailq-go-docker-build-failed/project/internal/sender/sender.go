package sender

import (
	"context"

	"github.com/hoshino-tech/mailq/internal/queue"
	"github.com/wneessen/go-mail"
)

type Sender interface {
	Send(ctx context.Context, m queue.Message) error
}

type SMTP struct {
	host, user, password string
	port                 int
}

func NewSMTP(host string, port int, user, password string) *SMTP {
	return &SMTP{host: host, port: port, user: user, password: password}
}

func (s *SMTP) Send(ctx context.Context, m queue.Message) error {
	msg := mail.NewMsg()
	if err := msg.From(m.From); err != nil {
		return err
	}
	if err := msg.To(m.To...); err != nil {
		return err
	}
	msg.Subject(m.Subject)
	msg.SetBodyString(mail.TypeTextPlain, m.Body)
	c, err := mail.NewClient(s.host, mail.WithPort(s.port), mail.WithSMTPAuth(mail.SMTPAuthPlain),
		mail.WithUsername(s.user), mail.WithPassword(s.password), mail.WithTLSPolicy(mail.TLSMandatory))
	if err != nil {
		return err
	}
	return c.DialAndSendWithContext(ctx, msg)
}
