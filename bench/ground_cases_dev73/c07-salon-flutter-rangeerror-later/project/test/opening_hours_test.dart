import 'package:flutter_test/flutter_test.dart';
import 'package:hair_booking/src/models/opening_hours.dart';

void main() {
  test('closed on holidays', () {
    final hours = OpeningHours(
      List.filled(7, const DayHours(600, 1260)),
      {DateTime(2024, 10, 1)},
    );
    expect(hours.isOpen(DateTime(2024, 10, 1, 11)), isFalse);
  });
}
