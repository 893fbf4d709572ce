package middleware

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestRetryAfterRoundsUp(t *testing.T) {
	for wait, want := range map[time.Duration]int{
		800 * time.Millisecond:  1,
		0:                       1,
		1500 * time.Millisecond: 2,
		59 * time.Second:        59,
	} {
		if got := retryAfterSeconds(wait); got != want {
			t.Errorf("retryAfterSeconds(%v) = %d, want %d", wait, got, want)
		}
	}
}

func TestLimitPerKey(t *testing.T) {
	h := RateLimit(2, time.Minute)(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	codes := []int{}
	for i := 0; i < 3; i++ {
		req := httptest.NewRequest(http.MethodGet, "/v1/search?q=x", nil)
		req.Header.Set("X-Api-Key", "k1")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		codes = append(codes, rec.Code)
	}
	if codes[2] != http.StatusTooManyRequests {
		t.Fatalf("codes = %v", codes)
	}
}
