import 'package:intl/intl.dart';

/// Formats a yen amount for display in the given locale.
String formatPrice(num amount, String locale) {
  final f = NumberFormat.currency(
    locale: locale,
    name: 'JPY',
    symbol: '¥',
  );
  return f.format(amount);
}

/// Short date for order history rows (2024/03/05 in ja, 3/5/2024 in en).
String formatOrderDate(DateTime date, String locale) {
  return DateFormat.yMd(locale).format(date.toLocal());
}

/// Weight of a tea pack, grams below 1 kg.
String formatWeight(int grams, String locale) {
  if (grams < 1000) {
    return '${NumberFormat.decimalPattern(locale).format(grams)} g';
  }
  final kg = NumberFormat.decimalPatternDigits(locale: locale, decimalDigits: 1);
  return '${kg.format(grams / 1000)} kg';
}
