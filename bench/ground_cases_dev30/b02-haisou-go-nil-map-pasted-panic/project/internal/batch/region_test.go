package batch

import "testing"

func TestRegionOf(t *testing.T) {
	cases := map[string]string{
		"北海道":  "北海道",
		"東京都":  "関東",
		"大阪府":  "近畿",
		"沖縄県":  "九州",
		"ハワイ州": "不明",
	}
	for pref, want := range cases {
		if got := regionOf(pref); got != want {
			t.Errorf("regionOf(%q) = %q, want %q", pref, got, want)
		}
	}
	if len(prefectureRegion) != 47 {
		t.Errorf("prefectureRegion has %d entries, want 47", len(prefectureRegion))
	}
}
