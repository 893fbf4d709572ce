import 'package:intl/intl.dart';

final _priceFormat = NumberFormat.currency(locale: 'zh_CN', symbol: '¥', decimalDigits: 2);

/// 价格：12345.6 -> "¥12,345.60"
String formatPrice(num value) {
  return _priceFormat.format(value);
}

/// 折扣：0.85 -> "8.5折"，0.8 -> "8折"
String formatDiscount(double rate) {
  return '${_trimZeros((rate * 10).toStringAsFixed(1))}折';
}

/// 销量：12345 -> "1.2万"
String formatSales(int count) {
  if (count < 10000) return '$count';
  return '${_trimZeros((count / 10000).toStringAsFixed(1))}万';
}

/// 下单时间：今天的显示时分，其他显示月日
String formatOrderTime(DateTime time, {DateTime? now}) {
  final today = now ?? DateTime.now();
  final sameDay = time.year == today.year && time.month == today.month && time.day == today.day;
  return sameDay ? DateFormat('HH:mm').format(time) : DateFormat('M月d日').format(time);
}

/// "8.0" -> "8"，"8.50" -> "8.5"
String _trimZeros(String s) {
  if (!s.contains('.')) return s;
  s = s.replaceAll(RegExp(r'0+$'), '');
  return s.endsWith('.') ? s.substring(0, s.length - 1) : s;
}
