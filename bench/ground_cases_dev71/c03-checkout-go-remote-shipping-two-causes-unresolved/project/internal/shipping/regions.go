package shipping

import "strings"

// 偏远地区：加收附加费，部分活动不包邮。
var remoteProvinces = map[string]bool{
	"新疆":  true,
	"西藏":  true,
	"青海":  true,
	"内蒙古": true,
	"宁夏":  true,
}

// IsRemote 判断省份是否属于偏远地区。传入值可能是 "新疆维吾尔自治区" 这样的全称。
func IsRemote(province string) bool {
	p := strings.TrimSpace(province)
	for name := range remoteProvinces {
		if strings.HasPrefix(p, name) {
			return true
		}
	}
	return false
}

// Normalize 把全称转成短名，用于日志和报表。
func Normalize(province string) string {
	p := strings.TrimSpace(province)
	for _, suffix := range []string{"维吾尔自治区", "壮族自治区", "回族自治区", "自治区", "省", "市"} {
		if strings.HasSuffix(p, suffix) {
			return strings.TrimSuffix(p, suffix)
		}
	}
	return p
}
