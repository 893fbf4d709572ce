package audit

import (
	"context"
	"encoding/json"
	"log"
	"time"
)

type Entry struct {
	At     time.Time `json:"at"`
	Actor  string    `json:"actor"`
	Shop   string    `json:"shop"`
	Action string    `json:"action"`
	Target string    `json:"target"`
	Detail string    `json:"detail,omitempty"`
}

type Logger interface {
	Record(ctx context.Context, e Entry)
}

type Stdout struct{ l *log.Logger }

func NewStdout() *Stdout {
	return &Stdout{l: log.New(log.Writer(), "audit ", 0)}
}

func (s *Stdout) Record(_ context.Context, e Entry) {
	if e.At.IsZero() {
		e.At = time.Now()
	}
	b, _ := json.Marshal(e)
	s.l.Println(string(b))
}

// Discard 测试用
type Discard struct{}

func (Discard) Record(context.Context, Entry) {}
