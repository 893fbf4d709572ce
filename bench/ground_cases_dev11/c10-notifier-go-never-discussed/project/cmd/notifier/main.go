package main

import (
	"context"
	"log"
	"os/signal"
	"syscall"

	"github.com/redis/go-redis/v9"

	"git.internal/platform/notifier/internal/config"
	"git.internal/platform/notifier/internal/email"
	"git.internal/platform/notifier/internal/push"
	"git.internal/platform/notifier/internal/queue"
	"git.internal/platform/notifier/internal/templates"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	rdb := redis.NewClient(&redis.Options{Addr: cfg.RedisAddr})
	defer rdb.Close()

	tpl, err := templates.Load("templates")
	if err != nil {
		log.Fatalf("templates: %v", err)
	}

	mailer := email.NewSender(cfg.SMTPHost, cfg.SMTPPort, cfg.SMTPUser, cfg.SMTPPassword, cfg.MailFrom, cfg.SMTPTimeout)
	pusher, err := push.NewFCM(ctx, cfg.FCMProjectID, cfg.FCMCredentials)
	if err != nil {
		log.Fatalf("fcm: %v", err)
	}

	c := queue.NewConsumer(rdb, cfg.QueueKey, cfg.Workers, cfg.MaxAttempts, queue.Handlers{
		Email: func(ctx context.Context, j queue.Job) error {
			subject, body, err := tpl.Render(j.Template, j.Data)
			if err != nil {
				return err
			}
			return mailer.Send(ctx, j.To, subject, body)
		},
		Push: func(ctx context.Context, j queue.Job) error {
			return pusher.Send(ctx, j.To, j.Title, j.Body, j.Data)
		},
	})
	log.Printf("notifier started, workers=%d queue=%s", cfg.Workers, cfg.QueueKey)
	if err := c.Run(ctx); err != nil && ctx.Err() == nil {
		log.Fatalf("consumer: %v", err)
	}
}
