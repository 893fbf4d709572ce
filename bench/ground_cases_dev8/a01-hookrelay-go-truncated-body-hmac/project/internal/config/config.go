package config

import (
	"fmt"
	"os"
	"strings"
)

type Config struct {
	ListenAddr      string
	GitHubSecret    string
	GitLabToken     string
	SlackWebhookURL string
	IgnoredBranches []string
}

func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:      getenv("LISTEN_ADDR", ":8080"),
		GitHubSecret:    os.Getenv("GITHUB_WEBHOOK_SECRET"),
		GitLabToken:     os.Getenv("GITLAB_WEBHOOK_TOKEN"),
		SlackWebhookURL: os.Getenv("SLACK_WEBHOOK_URL"),
	}
	if b := os.Getenv("IGNORED_BRANCHES"); b != "" {
		cfg.IgnoredBranches = strings.Split(b, ",")
	}
	if cfg.GitHubSecret == "" {
		return nil, fmt.Errorf("GITHUB_WEBHOOK_SECRET is required")
	}
	if cfg.SlackWebhookURL == "" {
		return nil, fmt.Errorf("SLACK_WEBHOOK_URL is required")
	}
	return cfg, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
