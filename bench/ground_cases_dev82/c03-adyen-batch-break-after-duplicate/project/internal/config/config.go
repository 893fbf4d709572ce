package config

import (
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
)

type Config struct {
	ListenAddr     string
	DatabaseURL    string
	AdyenHMACKey   []byte
	AdyenMerchant  string
	LedgerCurrency string
	MaxBodyBytes   int64
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

func Load() (*Config, error) {
	rawKey := os.Getenv("ADYEN_HMAC_KEY")
	if rawKey == "" {
		return nil, fmt.Errorf("ADYEN_HMAC_KEY is required")
	}
	key, err := hex.DecodeString(rawKey)
	if err != nil {
		return nil, fmt.Errorf("ADYEN_HMAC_KEY is not hex: %w", err)
	}
	maxBody, err := strconv.ParseInt(getenv("MAX_BODY_BYTES", "1048576"), 10, 64)
	if err != nil {
		return nil, fmt.Errorf("MAX_BODY_BYTES: %w", err)
	}
	return &Config{
		ListenAddr:     getenv("LISTEN_ADDR", ":8080"),
		DatabaseURL:    getenv("DATABASE_URL", "postgres://localhost/settle"),
		AdyenHMACKey:   key,
		AdyenMerchant:  getenv("ADYEN_MERCHANT_ACCOUNT", "LumenpayECOM"),
		LedgerCurrency: getenv("LEDGER_CURRENCY", "EUR"),
		MaxBodyBytes:   maxBody,
	}, nil
}
