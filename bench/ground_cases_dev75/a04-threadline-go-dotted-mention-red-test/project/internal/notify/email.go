package notify

import (
	"context"
	"fmt"
	"net/smtp"
	"strings"

	"github.com/threadline/threadline/internal/store"
)

const appURL = "https://app.threadline.dev"

type SMTPMailer struct {
	addr string
	from string
}

func NewSMTPMailer(addr, from string) *SMTPMailer { return &SMTPMailer{addr: addr, from: from} }

func (m *SMTPMailer) Send(ctx context.Context, to, subject, body string) error {
	msg := strings.Join([]string{
		"From: " + m.from,
		"To: " + to,
		"Subject: " + subject,
		"Content-Type: text/plain; charset=utf-8",
		"",
		body,
	}, "\r\n")
	return smtp.SendMail(m.addr, nil, m.from, []string{to}, []byte(msg))
}

func mentionBody(c store.Comment) string {
	return fmt.Sprintf("You were mentioned in a comment:\n\n%s\n\nReply: %s/threads/%d#c%d\n",
		quote(c.Body), appURL, c.ThreadID, c.ID)
}

func watchBody(c store.Comment) string {
	return fmt.Sprintf("New comment:\n\n%s\n\nOpen: %s/threads/%d#c%d\n", quote(c.Body), appURL, c.ThreadID, c.ID)
}

func quote(s string) string {
	return "> " + strings.ReplaceAll(s, "\n", "\n> ")
}
