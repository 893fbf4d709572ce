package semver

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	cases := map[string]string{
		"1.2.3":              "1.2.3",
		"v1.2.3":             "1.2.3",
		"1.0.0-rc.1":         "1.0.0-rc.1",
		"1.0.0-alpha+exp.7":  "1.0.0-alpha+exp.7",
		"10.20.30+build.123": "10.20.30+build.123",
	}
	for in, want := range cases {
		v, err := Parse(in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		if got := v.String(); got != want {
			t.Errorf("Parse(%q).String() = %q, want %q", in, got, want)
		}
	}
}

func TestMustParse(t *testing.T) {
	if got := MustParse("v2.0.1").String(); got != "2.0.1" {
		t.Errorf("MustParse(v2.0.1) = %s", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("MustParse(\"1.2\") did not panic")
		}
	}()
	MustParse("1.2")
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{"", "1.2", "1.2.3.4", "01.2.3", "1.2.3-", "1.2.3-rc..1", "1.2.3-01", "a.b.c"} {
		if _, err := Parse(in); !errors.Is(err, ErrInvalid) {
			t.Errorf("Parse(%q) error = %v, want ErrInvalid", in, err)
		}
	}
}
