package clock

import "time"

// JST は日本標準時。サーバーの TZ 設定に依存しないようにここで固定する。
var JST = time.FixedZone("Asia/Tokyo", 9*60*60)

// Now は現在時刻 (JST)。テストで差し替えられるように変数にしている。
var Now = func() time.Time { return time.Now().In(JST) }
