package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/acme/notify-gateway/internal/ratelimit"
	"github.com/acme/notify-gateway/internal/sms"
)

type smsRequest struct {
	Phone string `json:"phone"`
	Text  string `json:"text"`
}

func main() {
	addr := envOr("ADDR", ":8080")
	// 每个手机号 5 秒补一条，最多连发 3 条
	lim := ratelimit.New(0.2, 3, 30*time.Minute)
	go func() {
		for range time.Tick(time.Minute) {
			lim.Cleanup()
		}
	}()
	retries, _ := strconv.Atoi(os.Getenv("SMS_RETRIES"))
	sender := sms.NewSender(os.Getenv("SMS_ENDPOINT"), os.Getenv("SMS_API_KEY"), retries)

	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/sms", handleSMS(lim, sender))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	log.Printf("notify-gateway listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}

func handleSMS(lim *ratelimit.Limiter, sender *sms.Sender) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req smsRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Phone == "" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		if !lim.Allow(req.Phone) {
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		if err := sender.Send(r.Context(), req.Phone, req.Text); err != nil {
			http.Error(w, "send failed", http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
