package parse

import "testing"

func TestLine(t *testing.T) {
	e, err := Line(`10.0.0.7 - - [10/Nov/2025:13:55:36 +0900] "GET /api/items?page=2 HTTP/1.1" 200 512 "-" "curl/8.4.0"`)
	if err != nil {
		t.Fatal(err)
	}
	if e.Status != 200 || e.Path != "/api/items?page=2" || e.Method != "GET" || e.Bytes != 512 {
		t.Fatalf("unexpected entry: %+v", e)
	}
	if e.Time.Hour() != 13 {
		t.Fatalf("time: %v", e.Time)
	}
}

func TestLineMalformed(t *testing.T) {
	for _, s := range []string{"", "garbage", `10.0.0.7 - - [bad] "GET / HTTP/1.1" 200 1 "-" "-"`} {
		if _, err := Line(s); err == nil {
			t.Errorf("expected error for %q", s)
		}
	}
}
