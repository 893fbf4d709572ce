package version

import "testing"

func TestCompare(t *testing.T) {
	cases := []struct {
		name string
		a, b string
		want int
	}{
		{"equal", "1.2.3", "1.2.3", 0},
		{"minor_numeric_not_lexical", "1.4.0", "1.10.0", -1},
		{"build_metadata_ignored", "1.0.0+a", "1.0.0+b", 0},
		{"prerelease_numeric_ids", "1.0.0-rc.2", "1.0.0-rc.10", -1},
		{"prerelease_numeric_below_alpha", "1.0.0-1", "1.0.0-alpha", -1},
		{"prerelease_longer_wins", "1.0.0-alpha", "1.0.0-alpha.1", -1},
		{"prerelease_below_release", "1.2.0-rc.1", "1.2.0", -1},
		{"release_above_prerelease", "2.0.0", "2.0.0-alpha", 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Compare(tc.a, tc.b)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("Compare(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
			}
		})
	}
}
