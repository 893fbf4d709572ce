package csvimport

import (
	"fmt"
	"regexp"
	"strings"
)

// Partner is one row of the partner master.
type Partner struct {
	Code       string `json:"code"`
	Name       string `json:"name"`
	Kana       string `json:"kana"`
	Postcode   string `json:"postcode"`
	Prefecture string `json:"prefecture"`
	Address    string `json:"address"`
	Phone      string `json:"phone"`
}

var (
	postcodeRe = regexp.MustCompile(`^\d{3}-?\d{4}$`)
	phoneRe    = regexp.MustCompile(`^0\d{9,10}$`)
	kanaRe     = regexp.MustCompile(`^[ァ-ヶー　 ]+$`)
)

var prefectures = map[string]bool{
	"北海道": true, "青森県": true, "岩手県": true, "宮城県": true, "秋田県": true, "山形県": true,
	"福島県": true, "茨城県": true, "栃木県": true, "群馬県": true, "埼玉県": true, "千葉県": true,
	"東京都": true, "神奈川県": true, "新潟県": true, "富山県": true, "石川県": true, "福井県": true,
	"山梨県": true, "長野県": true, "岐阜県": true, "静岡県": true, "愛知県": true, "三重県": true,
	"滋賀県": true, "京都府": true, "大阪府": true, "兵庫県": true, "奈良県": true, "和歌山県": true,
	"鳥取県": true, "島根県": true, "岡山県": true, "広島県": true, "山口県": true, "徳島県": true,
	"香川県": true, "愛媛県": true, "高知県": true, "福岡県": true, "佐賀県": true, "長崎県": true,
	"熊本県": true, "大分県": true, "宮崎県": true, "鹿児島県": true, "沖縄県": true,
}

func parseRow(rec []string, cols map[string]int) (Partner, []error) {
	get := func(name string) string {
		i := cols[name]
		if i >= len(rec) {
			return ""
		}
		return strings.TrimSpace(rec[i])
	}
	p := Partner{
		Code:       get("取引先コード"),
		Name:       get("取引先名"),
		Kana:       get("フリガナ"),
		Postcode:   normalizePostcode(get("郵便番号")),
		Prefecture: get("都道府県"),
		Address:    get("住所"),
		Phone:      strings.ReplaceAll(get("電話番号"), "-", ""),
	}

	var errs []error
	if p.Code == "" {
		errs = append(errs, fmt.Errorf("取引先コードが空です"))
	}
	if p.Name == "" {
		errs = append(errs, fmt.Errorf("取引先名が空です"))
	}
	if p.Kana != "" && !kanaRe.MatchString(p.Kana) {
		errs = append(errs, fmt.Errorf("フリガナは全角カタカナで入力してください: %q", p.Kana))
	}
	if !postcodeRe.MatchString(p.Postcode) {
		errs = append(errs, fmt.Errorf("郵便番号の形式が不正です: %q", p.Postcode))
	}
	if !prefectures[p.Prefecture] {
		errs = append(errs, fmt.Errorf("都道府県が不正です: %q", p.Prefecture))
	}
	if p.Phone != "" && !phoneRe.MatchString(p.Phone) {
		errs = append(errs, fmt.Errorf("電話番号の形式が不正です: %q", p.Phone))
	}
	return p, errs
}

// normalizePostcode returns "123-4567". Excel turns 0600001 into the number 600001,
// so a six-digit value gets its leading zero back.
func normalizePostcode(s string) string {
	d := strings.ReplaceAll(s, "-", "")
	if !isDigits(d) {
		return s
	}
	if len(d) == 6 {
		d = "0" + d
	}
	if len(d) != 7 {
		return s
	}
	return d[:3] + "-" + d[3:]
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
