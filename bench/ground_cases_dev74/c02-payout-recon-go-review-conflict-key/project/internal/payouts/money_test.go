package payouts

import "testing"

func TestToMinorUnits(t *testing.T) {
	cases := []struct {
		in, cur string
		want    int64
	}{
		{"56.10", "usd", 5610},
		{"128,400.00", "cny", 12840000},
		{" 0.07 ", "eur", 7},
		{"128,400", "JPY", 128400},
		{"52000", "krw", 52000},
	}
	for _, c := range cases {
		got, err := ToMinorUnits(c.in, c.cur)
		if err != nil || got != c.want {
			t.Errorf("ToMinorUnits(%q, %q) = %d, %v; want %d", c.in, c.cur, got, err, c.want)
		}
	}
}
