// Package retry は指数バックオフ付きのリトライを提供する。
package retry

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

// Policy はリトライの設定。MaxAttempts は初回を含めた試行回数。
type Policy struct {
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
}

// Default は webhook 送信用の既定値。
var Default = Policy{MaxAttempts: 3, BaseDelay: 200 * time.Millisecond, MaxDelay: 5 * time.Second}

// ErrPermanent でラップされたエラーはリトライしない。
var ErrPermanent = errors.New("permanent error")

// AfterError は次の試行までの待ち時間をサーバ側が指定した失敗。
type AfterError struct {
	Err   error
	After time.Duration
}

func (e *AfterError) Error() string { return e.Err.Error() }
func (e *AfterError) Unwrap() error { return e.Err }

func (p Policy) backoff(attempt int) time.Duration {
	d := p.BaseDelay << (attempt - 1)
	if d > p.MaxDelay || d <= 0 {
		d = p.MaxDelay
	}
	jitter := time.Duration(rand.Int63n(int64(d)/5 + 1))
	return d + jitter
}

// Do は fn が成功するか MaxAttempts 回失敗するまで呼ぶ。
func Do(ctx context.Context, p Policy, fn func(context.Context) error) error {
	var err error
	for attempt := 0; attempt <= p.MaxAttempts; attempt++ {
		err = fn(ctx)
		if err == nil || errors.Is(err, ErrPermanent) {
			return err
		}
		if attempt == p.MaxAttempts {
			break
		}
		wait := p.backoff(attempt + 1)
		var ae *AfterError
		if errors.As(err, &ae) && ae.After > 0 {
			wait = min(ae.After, p.MaxDelay)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
	return err
}
