package httprange

import "testing"

func TestParseRange(t *testing.T) {
	const size = 1000
	cases := []struct {
		name   string
		header string
		want   Range
	}{
		{"closed", "bytes=0-499", Range{0, 499}},
		{"closed_clamped", "bytes=900-5000", Range{900, 999}},
		{"open_end", "bytes=500-", Range{500, 999}},
		{"suffix", "bytes=-200", Range{800, 999}},
		{"suffix_larger_than_file", "bytes=-5000", Range{0, 999}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseRange(tc.header, size)
			if err != nil {
				t.Fatalf("ParseRange(%q) error: %v", tc.header, err)
			}
			if got != tc.want {
				t.Fatalf("ParseRange(%q) = %+v, want %+v", tc.header, got, tc.want)
			}
		})
	}
}

func TestParseRangeUnsatisfiable(t *testing.T) {
	if _, err := ParseRange("bytes=1000-", 1000); err != ErrUnsatisfiable {
		t.Fatalf("err = %v, want ErrUnsatisfiable", err)
	}
}

func TestContentRange(t *testing.T) {
	if got := ContentRange(Range{0, 499}, 1000); got != "bytes 0-499/1000" {
		t.Fatalf("ContentRange = %q", got)
	}
}
