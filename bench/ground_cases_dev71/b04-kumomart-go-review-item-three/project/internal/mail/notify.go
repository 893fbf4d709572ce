package mail

import (
	"context"
	"log"

	"github.com/kumo-mart/ordersvc/internal/order"
)

type LogMailer struct {
	logger *log.Logger
}

func NewLogMailer(l *log.Logger) *LogMailer {
	return &LogMailer{logger: l}
}

func (m *LogMailer) SendCancelled(_ context.Context, o *order.Order) error {
	m.logger.Printf("mail to=%s subject=%q", o.Email, "【くもマート】ご注文キャンセルのお知らせ "+o.ID)
	return nil
}
