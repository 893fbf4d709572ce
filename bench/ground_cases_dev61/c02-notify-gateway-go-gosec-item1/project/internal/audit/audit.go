package audit

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// Log appends one line per user-visible action. Best effort: a failed
// write must never fail the request.
type Log struct {
	mu      sync.Mutex
	f       *os.File
	Dropped atomic.Int64
}

func Open(path string) (*Log, error) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o640)
	if err != nil {
		return nil, err
	}
	return &Log{f: f}, nil
}

func (l *Log) Record(action, subject, detail string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	line := fmt.Sprintf("%s\t%s\t%s\t%s\n", time.Now().UTC().Format(time.RFC3339), action, subject, detail)
	if _, err := l.f.WriteString(line); err != nil {
		l.Dropped.Add(1)
	}
}

func (l *Log) Close() error {
	return l.f.Close()
}
