package csvimport

import "testing"

var testCols = map[string]int{"取引先コード": 0, "取引先名": 1, "フリガナ": 2, "郵便番号": 3, "都道府県": 4, "住所": 5, "電話番号": 6}

func TestParseRowOK(t *testing.T) {
	rec := []string{"C001", "株式会社サンプル", "カブシキガイシャサンプル", "150-0001", "東京都", "渋谷区神宮前1-2-3", "03-1234-5678"}
	p, errs := parseRow(rec, testCols)
	if len(errs) != 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	if p.Phone != "0312345678" {
		t.Errorf("phone = %q", p.Phone)
	}
}

func TestNormalizePostcode(t *testing.T) {
	for in, want := range map[string]string{"1500001": "150-0001", "150-0001": "150-0001", "600001": "060-0001", "12345": "12345"} {
		if got := normalizePostcode(in); got != want {
			t.Errorf("normalizePostcode(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseRowBadPrefecture(t *testing.T) {
	rec := []string{"C002", "テスト商事", "テストショウジ", "150-0001", "東京", "渋谷区", "0312345678"}
	_, errs := parseRow(rec, testCols)
	if len(errs) != 1 {
		t.Fatalf("errors = %v", errs)
	}
}

func TestParseRowEmptyCode(t *testing.T) {
	rec := []string{"", "テスト商事", "テストショウジ", "150-0001", "東京都", "渋谷区", ""}
	_, errs := parseRow(rec, testCols)
	if len(errs) != 1 {
		t.Fatalf("errors = %v", errs)
	}
}
