package shipping

import "testing"

func TestFee(t *testing.T) {
	cases := []struct {
		pref   string
		amount int
		want   int
	}{
		{"東京都", 3000, 700},
		{"北海道", 3000, 1200},
		{"東京都", 5000, 0},
		{"沖縄県", 3000, 1600},
	}
	for _, c := range cases {
		if got := Fee(c.pref, c.amount); got != c.want {
			t.Errorf("Fee(%q, %d) = %d, want %d", c.pref, c.amount, got, c.want)
		}
	}
}
