package mailer

import (
	"context"
	"fmt"
	"net/smtp"
	"strconv"
)

type Receipt struct {
	To       string
	Name     string
	OrderID  string
	Amount   int64
	Currency string
}

type Sender interface {
	SendReceipt(ctx context.Context, r Receipt) error
}

type SMTP struct {
	addr string
	from string
}

func NewSMTP(host string, port int, from string) *SMTP {
	return &SMTP{addr: host + ":" + strconv.Itoa(port), from: from}
}

func (s *SMTP) SendReceipt(ctx context.Context, r Receipt) error {
	msg := fmt.Sprintf("To: %s\r\nSubject: ご注文ありがとうございます (%s)\r\n\r\n%s 様\r\n\r\nお支払い %d %s を確認しました。\r\n",
		r.To, r.OrderID, r.Name, r.Amount, r.Currency)
	if err := smtp.SendMail(s.addr, nil, s.from, []string{r.To}, []byte(msg)); err != nil {
		return fmt.Errorf("send receipt for %s: %w", r.OrderID, err)
	}
	return nil
}
