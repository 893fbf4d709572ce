package server

import (
	"context"
	"fmt"
	"net/smtp"
	"strings"

	"github.com/acme/notifier/internal/config"
)

func deliver(ctx context.Context, cfg *config.Config, req sendRequest) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	addr := fmt.Sprintf("%s:%d", cfg.SMTPHost, cfg.SMTPPort)
	msg := strings.Join([]string{
		"From: " + cfg.FromAddr,
		"To: " + req.To,
		"Subject: " + req.Subject,
		"Content-Type: text/plain; charset=utf-8",
		"",
		req.Body,
	}, "\r\n")
	return smtp.SendMail(addr, nil, cfg.FromAddr, []string{req.To}, []byte(msg))
}
