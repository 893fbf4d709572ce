package csvimport

import (
	"strings"
	"testing"
)

const sample = "取引先コード,取引先名,フリガナ,郵便番号,都道府県,住所,電話番号\n" +
	"C001,株式会社サンプル,カブシキガイシャサンプル,150-0001,東京都,渋谷区神宮前1-2-3,03-1234-5678\n" +
	"C002,テスト商事,テストショウジ,150-0001,東京,渋谷区,0312345678\n"

func TestImport(t *testing.T) {
	partners, report, err := Import(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(partners) != 1 {
		t.Errorf("partners = %d", len(partners))
	}
	if len(report.Lines) != 1 {
		t.Errorf("report = %v", report.Lines)
	}
}

func TestImportWithBOM(t *testing.T) {
	partners, _, err := Import(strings.NewReader("\ufeff" + sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(partners) != 1 {
		t.Errorf("partners = %d", len(partners))
	}
}

func TestImportMissingColumn(t *testing.T) {
	_, _, err := Import(strings.NewReader("取引先コード,取引先名\nC001,x\n"))
	if err == nil {
		t.Fatal("expected an error")
	}
}
