package importer

import (
	"errors"
	"fmt"
	"net/mail"
	"regexp"
	"unicode/utf8"
)

// Customer is one row of the customer sheet.
type Customer struct {
	Name     string
	Phone    string
	Email    string
	Province string
	City     string
	Address  string
}

var mobileRe = regexp.MustCompile(`^1[3-9]\d{9}$`)

// Validate applies the same rules as the web form.
func (c Customer) Validate() error {
	if c.Name == "" {
		return errors.New("姓名为空")
	}
	if utf8.RuneCountInString(c.Name) > 30 {
		return errors.New("姓名超过 30 个字符")
	}
	if !mobileRe.MatchString(c.Phone) {
		return fmt.Errorf("手机号格式不正确: %q", c.Phone)
	}
	if c.Email != "" {
		if _, err := mail.ParseAddress(c.Email); err != nil {
			return fmt.Errorf("邮箱格式不正确: %q", c.Email)
		}
	}
	if c.Province == "" || c.City == "" {
		return errors.New("省/市不能为空")
	}
	if utf8.RuneCountInString(c.Address) > 120 {
		return errors.New("详细地址超过 120 个字符")
	}
	return nil
}
