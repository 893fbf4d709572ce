package pdf

import (
	"os"
	"path/filepath"

	"github.com/go-pdf/fpdf"
)

// fontFamily is the family used for all text. Noto Sans JP covers Latin, kana and the
// common kanji, so one family is enough for our customers. Without a font dir we fall back
// to the core Helvetica (Latin-1 only).
func registerFonts(pdf *fpdf.Fpdf, dir string) string {
	regular := filepath.Join(dir, "NotoSansJP-Regular.ttf")
	bold := filepath.Join(dir, "NotoSansJP-Bold.ttf")
	if dir == "" || !exists(regular) || !exists(bold) {
		return "Helvetica"
	}
	pdf.AddUTF8Font("NotoSansJP", "", regular)
	pdf.AddUTF8Font("NotoSansJP", "B", bold)
	return "NotoSansJP"
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
