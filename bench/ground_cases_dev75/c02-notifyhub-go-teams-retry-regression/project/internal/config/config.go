package config

import (
	"errors"
	"os"
	"strconv"
)

type Config struct {
	ListenAddr      string
	SlackWebhookURL string
	TeamsWebhookURL string
	MaxAttempts     int
}

func Load() (Config, error) {
	c := Config{
		ListenAddr:      getenv("LISTEN_ADDR", ":8086"),
		SlackWebhookURL: os.Getenv("SLACK_WEBHOOK_URL"),
		TeamsWebhookURL: os.Getenv("TEAMS_WEBHOOK_URL"),
		MaxAttempts:     5,
	}
	if v := os.Getenv("MAX_ATTEMPTS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return c, errors.New("MAX_ATTEMPTS must be a positive integer")
		}
		c.MaxAttempts = n
	}
	if c.SlackWebhookURL == "" && c.TeamsWebhookURL == "" {
		return c, errors.New("set SLACK_WEBHOOK_URL or TEAMS_WEBHOOK_URL")
	}
	return c, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
