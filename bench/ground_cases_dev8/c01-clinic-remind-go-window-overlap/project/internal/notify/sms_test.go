package notify

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/zhoujie/clinic-remind/internal/config"
)

func TestSendOK(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()
	c := NewSMSClient(config.SMS{Endpoint: srv.URL, Timeout: time.Second, MaxRetries: 2})
	if err := c.Send(context.Background(), "13800138000", map[string]string{"name": "张三"}); err != nil {
		t.Fatal(err)
	}
}

func TestSendRetriesOnTimeout(t *testing.T) {
	var calls int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if atomic.AddInt32(&calls, 1) == 1 {
			time.Sleep(80 * time.Millisecond)
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()
	c := NewSMSClient(config.SMS{Endpoint: srv.URL, Timeout: 50 * time.Millisecond, MaxRetries: 2})
	if err := c.Send(context.Background(), "13800138000", nil); err != nil {
		t.Fatal(err)
	}
	if got := atomic.LoadInt32(&calls); got != 2 {
		t.Fatalf("calls = %d, want 2", got)
	}
}
