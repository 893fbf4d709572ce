import 'package:intl/intl.dart';

final _yen = NumberFormat.currency(locale: 'ja_JP', symbol: '¥', decimalDigits: 0);
final _compact = NumberFormat.compactCurrency(locale: 'ja_JP', symbol: '¥');
final _date = DateFormat('M月d日(E)', 'ja_JP');

/// 1280 -> ¥1,280
String formatYen(int yen) => _yen.format(yen);

/// 125000 -> ¥13万 (used on the order history list)
String formatYenCompact(int yen) => _compact.format(yen);

/// Pickup day shown on the order screen, e.g. 11月14日(金)
String formatPickupDay(DateTime day) => _date.format(day);

/// Tax-inclusive price from a tax-exclusive one (10%, 8% for food), rounded down
/// like the registers do.
int withTax(int price, {bool food = true}) {
  final rate = food ? 108 : 110;
  return (price * rate) ~/ 100;
}

/// "¥1,280（税込）"
String taxIncludedLabel(int yen) => '${formatYen(yen)}（税込）';

/// Per-unit label for weighed goods: "100gあたり¥198"
String perUnitLabel(int yen, {int grams = 100}) => '${grams}gあたり${formatYen(yen)}';

/// Formats a discount as a negative amount: "-¥120"
String formatDiscount(int yen) => '-${formatYen(yen.abs())}';
