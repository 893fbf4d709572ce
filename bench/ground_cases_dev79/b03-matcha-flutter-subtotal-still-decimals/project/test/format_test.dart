import 'package:flutter_test/flutter_test.dart';
import 'package:intl/date_symbol_data_local.dart';
import 'package:matcha_store/utils/format.dart';

void main() {
  setUpAll(() async {
    await initializeDateFormatting('ja');
    await initializeDateFormatting('en');
  });

  test('formatPrice has no decimals for yen', () {
    expect(formatPrice(1200, 'ja'), '¥1,200');
    expect(formatPrice(1200, 'en'), '¥1,200');
  });

  test('formatWeight switches to kg', () {
    expect(formatWeight(250, 'ja'), '250 g');
    expect(formatWeight(1500, 'ja'), '1.5 kg');
  });

  test('formatOrderDate uses locale order', () {
    final d = DateTime(2024, 3, 5);
    expect(formatOrderDate(d, 'ja'), '2024/3/5');
    expect(formatOrderDate(d, 'en'), '3/5/2024');
  });
}
