package semver

import "testing"

func mustParse(t *testing.T, s string) Version {
	t.Helper()
	v, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// The precedence example from semver.org §11.4.
func TestSpecOrder(t *testing.T) {
	order := []string{
		"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
		"1.0.0-beta.2", "1.0.0-rc.1", "1.0.0",
	}
	for i := 0; i+1 < len(order); i++ {
		a, b := mustParse(t, order[i]), mustParse(t, order[i+1])
		if Compare(a, b) >= 0 {
			t.Errorf("want %s < %s", a, b)
		}
	}
}

func TestBuildIgnored(t *testing.T) {
	if !mustParse(t, "1.0.0+a").Equal(mustParse(t, "1.0.0+b")) {
		t.Error("build metadata changed precedence")
	}
}

func TestTildeShortForm(t *testing.T) {
	c, err := ParseConstraint("~1.2")
	if err != nil {
		t.Fatal(err)
	}
	for s, want := range map[string]bool{"1.2.0": true, "1.2.9": true, "1.3.0": false, "1.1.9": false} {
		if got := c.Check(mustParse(t, s)); got != want {
			t.Errorf("~1.2 on %s = %v, want %v", s, got, want)
		}
	}
}

func TestConstraint(t *testing.T) {
	c, err := ParseConstraint(">=1.2.0 <2.0.0")
	if err != nil {
		t.Fatal(err)
	}
	for s, want := range map[string]bool{"1.2.0": true, "1.9.9": true, "2.0.0": false, "1.1.9": false} {
		if got := c.Check(mustParse(t, s)); got != want {
			t.Errorf("%s on %s = %v, want %v", c, s, got, want)
		}
	}
}
