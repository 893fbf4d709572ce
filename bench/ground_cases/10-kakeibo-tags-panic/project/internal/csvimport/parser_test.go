package csvimport

import "testing"

func TestParseAmount(t *testing.T) {
	cases := map[string]int64{
		"1,280":   1280,
		"-3,000":  -3000,
		"¥12,000": 12000,
		"（500）":   -500,
	}
	for in, want := range cases {
		got, err := parseAmount(in)
		if err != nil || got != want {
			t.Errorf("parseAmount(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestParseTags(t *testing.T) {
	got := parseTags("category=food; shop=konbini")
	if got["category"] != "food" || got["shop"] != "konbini" {
		t.Fatalf("parseTags = %v", got)
	}
}
