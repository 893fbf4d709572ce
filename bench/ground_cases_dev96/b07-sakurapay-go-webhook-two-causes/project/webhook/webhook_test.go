package webhook

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

const secret = "whsec_test_6b1f"

func sign(t time.Time, payload string) string {
	sig := computeSignature(t, []byte(payload), secret)
	return fmt.Sprintf("t=%d,v1=%s", t.Unix(), hex.EncodeToString(sig))
}

const body = `{"id":"evt_1","type":"charge.succeeded","created":1717000000,"livemode":false,"data":{"id":"ch_1"}}`

func TestVerifyOK(t *testing.T) {
	ev, err := Verify([]byte(body), sign(time.Now(), body), secret)
	if err != nil {
		t.Fatal(err)
	}
	if ev.Type != "charge.succeeded" || string(ev.Data) != `{"id":"ch_1"}` {
		t.Fatalf("event = %+v", ev)
	}
}

func TestDecodeData(t *testing.T) {
	ev, err := Verify([]byte(body), sign(time.Now(), body), secret)
	if err != nil {
		t.Fatal(err)
	}
	data, err := DecodeData[struct{ ID string `json:"id"` }](ev)
	if err != nil || data.ID != "ch_1" {
		t.Fatalf("data = %+v, err = %v", data, err)
	}
}

func TestVerifyRejectsTamperedBody(t *testing.T) {
	_, err := Verify([]byte(strings.Replace(body, "ch_1", "ch_2", 1)), sign(time.Now(), body), secret)
	if !errors.Is(err, ErrSignatureMismatch) {
		t.Fatalf("err = %v", err)
	}
}

func TestVerifyRejectsOldTimestamp(t *testing.T) {
	_, err := Verify([]byte(body), sign(time.Now().Add(-10*time.Minute), body), secret)
	if !errors.Is(err, ErrTooOld) {
		t.Fatalf("err = %v", err)
	}
}

func TestVerifyWithClockAndTolerance(t *testing.T) {
	signed := time.Unix(1717000000, 0)
	clock := WithClock(func() time.Time { return signed.Add(20 * time.Minute) })
	if _, err := Verify([]byte(body), sign(signed, body), secret, clock); !errors.Is(err, ErrTooOld) {
		t.Fatalf("default tolerance: err = %v", err)
	}
	if _, err := Verify([]byte(body), sign(signed, body), secret, clock, WithTolerance(30*time.Minute)); err != nil {
		t.Fatalf("30m tolerance: %v", err)
	}
	if _, err := Verify([]byte(body), sign(signed, body), secret, clock, WithTolerance(0)); err != nil {
		t.Fatalf("tolerance off: %v", err)
	}
}

func TestVerifyMalformedHeader(t *testing.T) {
	for _, h := range []string{"v1=zz", "t=abc,v1=00", "garbage"} {
		if _, err := Verify([]byte(body), h, secret); !errors.Is(err, ErrInvalidHeader) {
			t.Errorf("%q: err = %v", h, err)
		}
	}
}

func TestHandler(t *testing.T) {
	var got string
	h := Handler(secret, func(_ context.Context, ev *Event) error { got = ev.ID; return nil })
	req := httptest.NewRequest(http.MethodPost, "/hooks", strings.NewReader(body))
	req.Header.Set(SignatureHeader, sign(time.Now(), body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNoContent || got != "evt_1" {
		t.Fatalf("code = %d, got = %q", rec.Code, got)
	}
}
