import 'package:flutter_test/flutter_test.dart';
import 'package:habit_tracker/models/habit.dart';

void main() {
  final json = {
    'id': 'h7',
    'name': 'Stretch',
    'color': 0xFFFF9800,
    'checkIns': ['2025-10-01T07:30:00.000', '2025-10-02T07:45:00.000'],
    'createdAt': '2025-09-30T10:00:00.000',
  };

  test('fromJson reads all fields', () {
    final h = Habit.fromJson(json);
    expect(h.name, 'Stretch');
    expect(h.color, 0xFFFF9800);
    expect(h.checkIns, hasLength(2));
  });

  test('toJson round-trips', () {
    expect(Habit.fromJson(json).toJson(), json);
  });

  test('checkedInOn ignores the time of day', () {
    final h = Habit.fromJson(json);
    expect(h.checkedInOn(DateTime(2025, 10, 2, 23, 59)), isTrue);
    expect(h.checkedInOn(DateTime(2025, 10, 3)), isFalse);
  });
}
