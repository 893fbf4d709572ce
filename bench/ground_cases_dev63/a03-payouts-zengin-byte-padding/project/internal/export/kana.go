package export

import "strings"

// Full-width katakana to the half-width forms the Zengin format allows.
var halfKana = map[rune]string{
	'ア': "ｱ", 'イ': "ｲ", 'ウ': "ｳ", 'エ': "ｴ", 'オ': "ｵ",
	'カ': "ｶ", 'キ': "ｷ", 'ク': "ｸ", 'ケ': "ｹ", 'コ': "ｺ",
	'サ': "ｻ", 'シ': "ｼ", 'ス': "ｽ", 'セ': "ｾ", 'ソ': "ｿ",
	'タ': "ﾀ", 'チ': "ﾁ", 'ツ': "ﾂ", 'テ': "ﾃ", 'ト': "ﾄ",
	'ナ': "ﾅ", 'ニ': "ﾆ", 'ヌ': "ﾇ", 'ネ': "ﾈ", 'ノ': "ﾉ",
	'ハ': "ﾊ", 'ヒ': "ﾋ", 'フ': "ﾌ", 'ヘ': "ﾍ", 'ホ': "ﾎ",
	'マ': "ﾏ", 'ミ': "ﾐ", 'ム': "ﾑ", 'メ': "ﾒ", 'モ': "ﾓ",
	'ヤ': "ﾔ", 'ユ': "ﾕ", 'ヨ': "ﾖ",
	'ラ': "ﾗ", 'リ': "ﾘ", 'ル': "ﾙ", 'レ': "ﾚ", 'ロ': "ﾛ",
	'ワ': "ﾜ", 'ヲ': "ｦ", 'ン': "ﾝ",
	'ガ': "ｶﾞ", 'ギ': "ｷﾞ", 'グ': "ｸﾞ", 'ゲ': "ｹﾞ", 'ゴ': "ｺﾞ",
	'ザ': "ｻﾞ", 'ジ': "ｼﾞ", 'ズ': "ｽﾞ", 'ゼ': "ｾﾞ", 'ゾ': "ｿﾞ",
	'ダ': "ﾀﾞ", 'ヂ': "ﾁﾞ", 'ヅ': "ﾂﾞ", 'デ': "ﾃﾞ", 'ド': "ﾄﾞ",
	'バ': "ﾊﾞ", 'ビ': "ﾋﾞ", 'ブ': "ﾌﾞ", 'ベ': "ﾍﾞ", 'ボ': "ﾎﾞ",
	'パ': "ﾊﾟ", 'ピ': "ﾋﾟ", 'プ': "ﾌﾟ", 'ペ': "ﾍﾟ", 'ポ': "ﾎﾟ",
	'ァ': "ｱ", 'ィ': "ｲ", 'ゥ': "ｳ", 'ェ': "ｴ", 'ォ': "ｵ",
	'ッ': "ﾂ", 'ャ': "ﾔ", 'ュ': "ﾕ", 'ョ': "ﾖ",
	'（': "(", '）': ")", '　': " ", 'ー': "ｰ", '－': "-",
}

// ToHalfWidthKana converts a katakana account holder name for the bank file.
// Small kana become large ones, as the Zengin character set has no small kana.
func ToHalfWidthKana(s string) string {
	var b strings.Builder
	for _, r := range s {
		if h, ok := halfKana[r]; ok {
			b.WriteString(h)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}
