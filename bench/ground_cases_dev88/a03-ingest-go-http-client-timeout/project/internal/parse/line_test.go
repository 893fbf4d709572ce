package parse

import "testing"

const sample = `203.0.113.9 - - [12/Nov/2025:10:01:44 +0000] "GET /api/v2/items?page=3 HTTP/1.1" 200 5120 "-" "curl/8.5"`

func TestParseLine(t *testing.T) {
	ev, err := ParseLine(sample)
	if err != nil {
		t.Fatal(err)
	}
	if ev.IP != "203.0.113.9" || ev.Status != 200 || ev.Bytes != 5120 || ev.Path != "/api/v2/items?page=3" {
		t.Fatalf("unexpected event: %+v", ev)
	}
}

func TestParseLineRejectsGarbage(t *testing.T) {
	if _, err := ParseLine("not a log line"); err != ErrFormat {
		t.Fatalf("want ErrFormat, got %v", err)
	}
}

func BenchmarkParseLine(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := ParseLine(sample); err != nil {
			b.Fatal(err)
		}
	}
}
