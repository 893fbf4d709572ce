package feed

import "testing"

func TestFeedKeyIncludesCursor(t *testing.T) {
	if got := feedKey(7, "123"); got != "feed:7:123" {
		t.Fatalf("feedKey = %q", got)
	}
}

func TestFeedKeyFirstPage(t *testing.T) {
	if got := feedKey(7, ""); got != "feed:7:" {
		t.Fatalf("feedKey = %q", got)
	}
}
