package fees

import "testing"

func TestFeeForZone(t *testing.T) {
	cases := []struct {
		name   string
		zone   int
		grams  int
		want   Cents
	}{
		{"light zone 1", 1, 1200, 390},
		{"exactly 5kg zone 1", 1, 5000, 390},
		{"heavy parcel zone 2", 2, 9000, 890},
		{"bulky zone 3", 3, 20000, 2090},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := FeeForZone(c.zone, c.grams)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("FeeForZone(%d, %d) = %d, want %d", c.zone, c.grams, got, c.want)
			}
		})
	}
}

func TestZone(t *testing.T) {
	if z, _ := Zone("10115"); z != 1 {
		t.Errorf("Berlin Mitte should be zone 1, got %d", z)
	}
	if _, err := Zone("101"); err == nil {
		t.Error("want error for short postcode")
	}
}
