package limiter

import (
	"testing"
	"time"
)

func TestBurstThenBlock(t *testing.T) {
	l := New(1, 20)
	for i := 0; i < 20; i++ {
		if !l.Allow("t1") {
			t.Fatalf("call %d blocked inside burst", i)
		}
	}
	if l.Allow("t1") {
		t.Fatal("call after burst allowed")
	}
	if !l.Allow("t2") {
		t.Fatal("other tenant blocked")
	}
}

func TestSweep(t *testing.T) {
	l := New(1, 20)
	l.Allow("old")
	time.Sleep(5 * time.Millisecond)
	if n := l.Sweep(time.Millisecond); n != 1 {
		t.Fatalf("swept %d, want 1", n)
	}
}
