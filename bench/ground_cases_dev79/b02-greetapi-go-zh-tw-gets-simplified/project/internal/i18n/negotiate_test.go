package i18n

import "testing"

func TestNegotiate(t *testing.T) {
	cases := []struct {
		header string
		want   string
	}{
		{"", "en"},
		{"ja", "ja"},
		{"ja-JP", "ja"},
		{"ja-JP,en-US;q=0.9", "ja"},
		{"en-US,en;q=0.9", "en"},
		{"fr-FR,fr;q=0.9", "en"},
		{"ja;q=0,fr", "en"},
		{"zh-Hant,en;q=0.5", "zh-Hant"},
	}
	for _, c := range cases {
		if got := Negotiate(c.header); got != c.want {
			t.Errorf("Negotiate(%q) = %q, want %q", c.header, got, c.want)
		}
	}
}
