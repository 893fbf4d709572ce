package version

import "testing"

func TestParse(t *testing.T) {
	v, err := Parse("v1.4.2-rc.1+build.7")
	if err != nil {
		t.Fatal(err)
	}
	if v.Major != 1 || v.Minor != 4 || v.Patch != 2 || v.Pre != "rc.1" || v.Build != "build.7" {
		t.Fatalf("got %+v", v)
	}
}

func TestParseRejects(t *testing.T) {
	for _, s := range []string{"1.2", "1.2.3-", "01.2.3", "1.x.3"} {
		if _, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) succeeded", s)
		}
	}
}
