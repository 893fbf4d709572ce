package mailer

import (
	"context"
	"fmt"
	"os"

	"github.com/tsubame-io/billing/internal/billing"
)

type Message struct {
	To       string
	Template string
	Data     map[string]any
}

type Mailer interface {
	Send(ctx context.Context, m Message) error
}

type logMailer struct{}

func (logMailer) Send(_ context.Context, m Message) error {
	fmt.Printf("mail to=%s template=%s\n", m.To, m.Template)
	return nil
}

func FromEnv() Mailer {
	if os.Getenv("SENDGRID_API_KEY") == "" {
		return logMailer{}
	}
	return newSendgrid(os.Getenv("SENDGRID_API_KEY"))
}

func PaymentFailed(inv billing.Invoice) Message {
	return Message{
		To:       "billing-owner:" + inv.WorkspaceID,
		Template: "payment_failed",
		Data:     map[string]any{"number": inv.Number, "amount": inv.AmountJPY, "attempt": inv.Attempts + 1},
	}
}
