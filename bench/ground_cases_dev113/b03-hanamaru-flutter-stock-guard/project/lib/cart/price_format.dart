/// 金額の表示まわり。

const _yenSign = '¥';

/// 1200 -> "¥1,200"
String yen(int amount) {
  final sign = amount < 0 ? '-' : '';
  return '$sign$_yenSign${_withCommas(amount.abs())}';
}

String _withCommas(int value) {
  final digits = value.toString();
  final buf = StringBuffer();
  for (var i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 == 0) buf.write(',');
    buf.write(digits[i]);
  }
  return buf.toString();
}

/// 税抜価格から税込価格 (10%, 切り捨て)
int withTax(int priceExTax, {int ratePercent = 10}) {
  return priceExTax * (100 + ratePercent) ~/ 100;
}

/// 送料。5000円以上で無料。
int shippingFee(int subtotal, {bool remoteArea = false}) {
  if (subtotal >= 5000) return 0;
  return remoteArea ? 1200 : 700;
}

/// 合計 = 小計 + 送料
int grandTotal(int subtotal, {bool remoteArea = false}) {
  return subtotal + shippingFee(subtotal, remoteArea: remoteArea);
}

/// "3点" のような表示
String itemCountLabel(int count) {
  if (count <= 0) return 'なし';
  return '$count点';
}

/// 日付つきのお届け表示
String deliveryLabel(DateTime day) {
  return '${day.month}/${day.day} お届け';
}
