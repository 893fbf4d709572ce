package api

import "testing"

func TestNormalizeKey(t *testing.T) {
	cases := map[string]string{
		"":                          "",
		"Status:Open":               "status:open",
		"  Status:Open ,  owner:KEN ": "owner:ken,status:open",
		"a,,b":                      "a,b",
	}
	for in, want := range cases {
		if got := normalizeKey(in); got != want {
			t.Errorf("normalizeKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func BenchmarkNormalizeKey(b *testing.B) {
	for i := 0; i < b.N; i++ {
		normalizeKey("Status:Open, owner:ken, team:core")
	}
}
