package auth

import (
	"errors"
	"testing"
)

func TestParseAuthorization(t *testing.T) {
	tests := []struct {
		name    string
		header  string
		want    string
		wantErr error
	}{
		{"bearer", "Bearer abc.def.ghi", "abc.def.ghi", nil},
		{"lowercase scheme", "bearer abc", "abc", nil},
		{"extra spaces", "  Bearer   abc  ", "abc", nil},
		{"empty", "", "", ErrMissingToken},
		{"basic", "Basic dXNlcjpwYXNz", "", ErrUnsupportedScheme},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseAuthorization(tt.header)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if got != tt.want {
				t.Fatalf("token = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRedactToken(t *testing.T) {
	if got := redactToken("abcdefghijkl"); got != "abcd…ijkl" {
		t.Fatalf("redactToken = %q", got)
	}
	if got := redactToken("short"); got != "***" {
		t.Fatalf("redactToken short = %q", got)
	}
}
