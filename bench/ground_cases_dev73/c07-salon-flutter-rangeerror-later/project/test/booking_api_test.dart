import 'package:flutter_test/flutter_test.dart';

void main() {
  test('parses space separated offset', () {
    final raw = '2024-10-27 02:30:00 +0100';
    final t = DateTime.parse(raw.replaceFirst(' ', 'T').replaceFirst(' ', ''));
    expect(t.toUtc(), DateTime.utc(2024, 10, 27, 1, 30));
  });
}
