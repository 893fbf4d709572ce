package money

import "testing"

func TestFormat(t *testing.T) {
	cases := []struct {
		amount   int64
		currency string
		want     string
	}{
		{6300, "jpy", "JPY 6,300"},
		{1234567, "JPY", "JPY 1,234,567"},
		{199, "usd", "USD 1.99"},
		{-250, "usd", "USD -2.50"},
	}
	for _, c := range cases {
		if got := Format(c.amount, c.currency); got != c.want {
			t.Errorf("Format(%d, %q) = %q, want %q", c.amount, c.currency, got, c.want)
		}
	}
}
