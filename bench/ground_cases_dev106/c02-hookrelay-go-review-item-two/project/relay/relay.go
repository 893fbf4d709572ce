package relay

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"log"
	"net/http"
	"sync/atomic"
	"time"
)

type Config struct {
	Target     string
	Secret     string
	MaxRetries int
	BaseDelay  time.Duration
}

type Relay struct {
	cfg       Config
	client    *http.Client
	delivered atomic.Int64
	failed    atomic.Int64
}

// Metrics writes the counters as plain text.
func (r *Relay) Metrics(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "hookrelay_delivered %d\nhookrelay_failed %d\n", r.delivered.Load(), r.failed.Load())
}

func New(cfg Config) *Relay {
	return &Relay{cfg: cfg, client: &http.Client{Timeout: 10 * time.Second}}
}

func (r *Relay) sign(body []byte) string {
	mac := hmac.New(sha256.New, []byte(r.cfg.Secret))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

func (r *Relay) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, err := io.ReadAll(io.LimitReader(req.Body, 1<<20))
	if err != nil {
		http.Error(w, "cannot read body", http.StatusBadRequest)
		return
	}
	status, err := r.deliver(body, req.Header.Get("Content-Type"))
	if err != nil {
		r.failed.Add(1)
		log.Printf("relay: giving up after %d attempts: %v", r.cfg.MaxRetries+1, err)
		http.Error(w, "downstream unavailable", http.StatusBadGateway)
		return
	}
	r.delivered.Add(1)
	w.WriteHeader(status)
}

func (r *Relay) post(body []byte, contentType string) (*http.Response, error) {
	out, err := http.NewRequest(http.MethodPost, r.cfg.Target, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	out.Header.Set("Content-Type", contentType)
	out.Header.Set("X-Relay-Signature", r.sign(body))
	return r.client.Do(out)
}
