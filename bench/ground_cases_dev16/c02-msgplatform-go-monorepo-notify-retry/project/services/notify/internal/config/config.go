package config

import (
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr         string
	SMSAccessKey string
	SMSSecret    string
	SMSSignName  string
	SMSRetryMax  int
	SMSRetryBase time.Duration
	SMSRetryCap  time.Duration
	PushEndpoint string
}

func Load() Config {
	return Config{
		Addr:         env("NOTIFY_ADDR", ":8081"),
		SMSAccessKey: env("SMS_ACCESS_KEY", ""),
		SMSSecret:    env("SMS_SECRET", ""),
		SMSSignName:  env("SMS_SIGN_NAME", "某某科技"),
		SMSRetryMax:  envInt("SMS_RETRY_MAX_ATTEMPTS", 10),
		SMSRetryBase: envDuration("SMS_RETRY_BASE", 200*time.Millisecond),
		SMSRetryCap:  envDuration("SMS_RETRY_CAP", 5*time.Second),
		PushEndpoint: env("PUSH_ENDPOINT", "http://push.internal:8090"),
	}
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func envInt(key string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return n
	}
	return def
}

func envDuration(key string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(key)); err == nil {
		return d
	}
	return def
}
