package mail

import (
	"fmt"
	"net/smtp"

	"github.com/mirai-works/notifier/internal/config"
)

type Sender struct {
	addr string
	from string
}

func NewSender(c config.SMTP) *Sender {
	return &Sender{addr: fmt.Sprintf("%s:%d", c.Host, c.Port), from: c.From}
}

func (s *Sender) Send(to, subject, body string) error {
	msg := []byte("To: " + to + "\r\n" +
		"Subject: " + subject + "\r\n" +
		"Content-Type: text/plain; charset=UTF-8\r\n\r\n" + body)
	if err := smtp.SendMail(s.addr, nil, s.from, []string{to}, msg); err != nil {
		return fmt.Errorf("send mail to %s: %w", to, err)
	}
	return nil
}
