package config

import (
	"os"
	"strconv"
)

type Config struct {
	Addr         string
	BaseURL      string
	APIKey       string
	Model        string
	SystemPrompt string
	Temperature  float64
	MaxTokens    int
}

func Load() Config {
	return Config{
		Addr:         env("ADDR", ":8080"),
		BaseURL:      env("LLM_BASE_URL", "http://localhost:11434/v1"),
		APIKey:       env("LLM_API_KEY", "ollama"),
		Model:        env("LLM_MODEL", "qwen2.5:14b"),
		SystemPrompt: env("SYSTEM_PROMPT", "你是公司内部知识库助手，回答要简洁，不知道就说不知道。"),
		Temperature:  envFloat("LLM_TEMPERATURE", 0.7),
		MaxTokens:    envInt("LLM_MAX_TOKENS", 1024),
	}
}

func env(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func envFloat(k string, def float64) float64 {
	if f, err := strconv.ParseFloat(os.Getenv(k), 64); err == nil {
		return f
	}
	return def
}

func envInt(k string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(k)); err == nil {
		return n
	}
	return def
}
