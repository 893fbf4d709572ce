package email

import "testing"

func TestNormalize(t *testing.T) {
	cases := map[string]string{
		"  Taro@Example.COM ":          "taro@example.com",
		"ta.ro+news@gmail.com":         "taro@gmail.com",
		"Ta.Ro@GoogleMail.com":         "taro@gmail.com",
		"first.last+x@example.co.jp":   "first.last+x@example.co.jp",
		"no-at-sign":                   "no-at-sign",
		"trailing@":                    "trailing@",
	}
	for in, want := range cases {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValid(t *testing.T) {
	if !Valid("a@b.jp") {
		t.Error("a@b.jp should be valid")
	}
	for _, bad := range []string{"", "@b.jp", "a@", "a b@c.jp"} {
		if Valid(bad) {
			t.Errorf("%q should be invalid", bad)
		}
	}
}
