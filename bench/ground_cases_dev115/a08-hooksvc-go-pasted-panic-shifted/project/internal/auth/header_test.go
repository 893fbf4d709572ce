package auth

import "testing"

func TestParseBearer(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"Bearer abc", "abc", true},
		{"bearer  abc ", "abc", true},
		{"Basic abc", "", false},
		{"", "", false},
	}
	for _, c := range cases {
		got, err := parseBearer(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("parseBearer(%q) = %q, %v", c.in, got, err)
		}
	}
}
