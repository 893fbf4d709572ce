package batch

import (
	"testing"
	"time"
)

func TestFlushWhenFull(t *testing.T) {
	out := make(chan Batch, 4)
	b := New(10, out)
	b.Add(Record{Stream: "api", Line: []byte("0123456789")})
	select {
	case got := <-out:
		if got.Stream != "api" || len(got.Lines) != 1 {
			t.Fatalf("unexpected batch %+v", got)
		}
	default:
		t.Fatal("expected a flush when maxBytes is reached")
	}
}

func TestRunFlushesOnTimer(t *testing.T) {
	out := make(chan Batch, 4)
	b := New(1<<20, out)
	stop := make(chan struct{})
	go b.Run(20*time.Millisecond, stop)
	b.Add(Record{Stream: "worker", Line: []byte("hello")})
	time.Sleep(60 * time.Millisecond)
	close(stop)
	select {
	case got := <-out:
		if got.Stream != "worker" {
			t.Fatalf("got stream %q", got.Stream)
		}
	case <-time.After(time.Second):
		t.Fatal("no batch after the timer fired")
	}
}
