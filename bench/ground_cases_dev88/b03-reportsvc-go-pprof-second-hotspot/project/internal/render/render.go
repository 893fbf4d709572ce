package render

import "strings"

// Table renders rows as a fixed-width plain text table. The first row is the header.
func Table(rows [][]string) string {
	if len(rows) == 0 {
		return ""
	}
	widths := columnWidths(rows)
	lineLen := 1
	for _, w := range widths {
		lineLen += w + 3
	}
	var b strings.Builder
	b.Grow(lineLen * (len(rows) + 1) * 2)
	for i, row := range rows {
		for j, cell := range row {
			b.WriteString(cell)
			b.WriteString(strings.Repeat(" ", widths[j]-len([]rune(cell))))
			if j < len(row)-1 {
				b.WriteString(" | ")
			}
		}
		b.WriteByte('\n')
		if i == 0 {
			for j, w := range widths {
				b.WriteString(strings.Repeat("-", w))
				if j < len(widths)-1 {
					b.WriteString("-+-")
				}
			}
			b.WriteByte('\n')
		}
	}
	return b.String()
}

func columnWidths(rows [][]string) []int {
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for j, cell := range row {
			if n := len([]rune(cell)); j < len(widths) && n > widths[j] {
				widths[j] = n
			}
		}
	}
	return widths
}

func pad(s string, w int) string {
	return s + repeat(" ", w-len([]rune(s)))
}

func repeat(s string, n int) string {
	out := ""
	for i := 0; i < n; i++ {
		out += s
	}
	return out
}
