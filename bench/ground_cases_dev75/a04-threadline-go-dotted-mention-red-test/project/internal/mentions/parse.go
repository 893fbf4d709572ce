package mentions

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxMentions caps how many people one comment can notify.
const MaxMentions = 20

// Extract returns the distinct handles mentioned in body, in order of first
// appearance, lower-cased and without the leading '@'. Mentions inside inline
// code (`...`) and e-mail addresses are ignored.
func Extract(body string) []string {
	var out []string
	seen := map[string]bool{}
	inCode := false
	for i := 0; i < len(body); {
		r, size := utf8.DecodeRuneInString(body[i:])
		switch {
		case r == '`':
			inCode = !inCode
			i += size
		case r == '@' && !inCode && startsMention(body, i):
			j := i + size
			for j < len(body) {
				c, n := utf8.DecodeRuneInString(body[j:])
				if !isHandleChar(c) {
					break
				}
				j += n
			}
			handle := strings.ToLower(body[i+size : j])
			if handle != "" && !seen[handle] {
				seen[handle] = true
				out = append(out, handle)
				if len(out) == MaxMentions {
					return out
				}
			}
			i = j
		default:
			i += size
		}
	}
	return out
}

// startsMention reports whether the '@' at i begins a mention rather than
// sitting inside a word such as an e-mail address.
func startsMention(body string, i int) bool {
	if i == 0 {
		return true
	}
	prev, _ := utf8.DecodeLastRuneInString(body[:i])
	return !isHandleChar(prev)
}

func isHandleChar(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}
