package config

import (
	"errors"
	"os"
	"strconv"
)

type Config struct {
	AMQPURL         string
	QueueName       string
	SlackWebhookURL string
	Prefetch        int
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func Load() (Config, error) {
	prefetch, err := strconv.Atoi(getenv("PREFETCH", "10"))
	if err != nil {
		prefetch = 10
	}
	webhook := os.Getenv("SLACK_WEBHOOK_URL")
	if webhook == "" {
		return Config{}, errors.New("SLACK_WEBHOOK_URL is required")
	}
	return Config{
		AMQPURL:         getenv("AMQP_URL", "amqp://guest:guest@localhost:5672/"),
		QueueName:       getenv("QUEUE_NAME", "notify.events"),
		SlackWebhookURL: webhook,
		Prefetch:        prefetch,
	}, nil
}
