package cache

import (
	"testing"
	"time"
)

func TestPutGet(t *testing.T) {
	c := New(2, time.Minute)
	req := Request{ReportID: "r1", Filter: "status:open"}
	c.Put(req, Report{ID: "r1"})
	got, ok := c.Get(req)
	if !ok || got.ID != "r1" {
		t.Fatalf("Get = %v, %v", got, ok)
	}
}

func TestExpired(t *testing.T) {
	c := New(2, -time.Second)
	req := Request{ReportID: "r1"}
	c.Put(req, Report{ID: "r1"})
	if _, ok := c.Get(req); ok {
		t.Fatal("expected miss for expired entry")
	}
}

func BenchmarkGet(b *testing.B) {
	c := New(100, time.Minute)
	req := Request{ReportID: "r1", Filter: "status:open", Sort: "-updated", Locale: "ja-JP"}
	c.Put(req, Report{ID: "r1"})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Get(req)
	}
}
