// Package webhook verifies the signatures Sakurapay puts on webhook requests.
//
// The Sakurapay-Signature header looks like "t=1717000000,v1=5257a869...": a Unix
// timestamp and a hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's signing secret.
package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

const (
	// SignatureHeader is the request header that carries the signature.
	SignatureHeader = "Sakurapay-Signature"
	// DefaultTolerance is how far the signed timestamp may be from now.
	DefaultTolerance = 5 * time.Minute
)

var (
	ErrMissingHeader     = errors.New("webhook: missing signature header")
	ErrInvalidHeader     = errors.New("webhook: malformed signature header")
	ErrSignatureMismatch = errors.New("webhook: signature mismatch")
	ErrTooOld            = errors.New("webhook: timestamp outside tolerance")
)

// Event is a webhook event. Data holds the object the event is about.
type Event struct {
	ID       string          `json:"id"`
	Type     string          `json:"type"`
	Created  int64           `json:"created"`
	Livemode bool            `json:"livemode"`
	Data     json.RawMessage `json:"data"`
}

// DecodeData unmarshals the event's data object into a T:
//
//	ch, err := webhook.DecodeData[sakurapay.Charge](ev)
func DecodeData[T any](ev *Event) (T, error) {
	var v T
	if len(ev.Data) == 0 {
		return v, fmt.Errorf("webhook: event %s has no data", ev.ID)
	}
	if err := json.Unmarshal(ev.Data, &v); err != nil {
		return v, fmt.Errorf("webhook: decode %s data: %w", ev.Type, err)
	}
	return v, nil
}

type signedHeader struct {
	timestamp time.Time
	signature []byte
}

func parseHeader(value string) (signedHeader, error) {
	var h signedHeader
	for _, part := range strings.Split(value, ",") {
		key, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return h, ErrInvalidHeader
		}
		switch key {
		case "t":
			sec, err := strconv.ParseInt(val, 10, 64)
			if err != nil {
				return h, ErrInvalidHeader
			}
			h.timestamp = time.Unix(sec, 0)
		case "v1":
			if h.signature != nil {
				continue
			}
			sig, err := hex.DecodeString(val)
			if err != nil {
				return h, ErrInvalidHeader
			}
			h.signature = sig
		}
	}
	if h.timestamp.IsZero() || h.signature == nil {
		return h, ErrInvalidHeader
	}
	return h, nil
}

func computeSignature(t time.Time, payload []byte, secret string) []byte {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(strconv.FormatInt(t.Unix(), 10)))
	mac.Write([]byte("."))
	mac.Write(payload)
	return mac.Sum(nil)
}

// Option changes how Verify checks a request.
type Option func(*options)

type options struct {
	tolerance time.Duration
	now       func() time.Time
}

// WithTolerance sets how far the signed timestamp may be from now; 0 turns the check off.
func WithTolerance(d time.Duration) Option { return func(o *options) { o.tolerance = d } }

// WithClock replaces time.Now, for tests.
func WithClock(now func() time.Time) Option { return func(o *options) { o.now = now } }

// Verify checks the signature header of payload and decodes the event. The timestamp
// must be within DefaultTolerance of now unless WithTolerance says otherwise.
func Verify(payload []byte, header, secret string, opts ...Option) (*Event, error) {
	o := options{tolerance: DefaultTolerance, now: time.Now}
	for _, opt := range opts {
		opt(&o)
	}
	if header == "" {
		return nil, ErrMissingHeader
	}
	h, err := parseHeader(header)
	if err != nil {
		return nil, err
	}
	if o.tolerance > 0 && o.now().Sub(h.timestamp).Abs() > o.tolerance {
		return nil, ErrTooOld
	}
	if !hmac.Equal(computeSignature(h.timestamp, payload, secret), h.signature) {
		return nil, ErrSignatureMismatch
	}
	var ev Event
	if err := json.Unmarshal(payload, &ev); err != nil {
		return nil, fmt.Errorf("webhook: decode event: %w", err)
	}
	return &ev, nil
}
