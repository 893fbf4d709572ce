import 'package:flutter_test/flutter_test.dart';
import 'package:habit_tracker/models/habit.dart';

Habit habitWith(List<DateTime> checkIns) =>
    Habit(id: 'h1', title: '読書', createdAt: DateTime(2025, 1, 1), checkIns: checkIns);

void main() {
  group('currentStreak', () {
    test('is 0 without check-ins', () {
      expect(habitWith([]).currentStreak(DateTime(2025, 11, 20, 12)), 0);
    });

    test('counts consecutive days ending today', () {
      final h = habitWith([
        DateTime(2025, 11, 18, 12),
        DateTime(2025, 11, 19, 12),
        DateTime(2025, 11, 20, 12),
      ]);
      expect(h.currentStreak(DateTime(2025, 11, 20, 13)), 3);
    });

    test('late-night and early-morning check-ins are consecutive days', () {
      final h = habitWith([
        DateTime(2025, 11, 18, 23, 30),
        DateTime(2025, 11, 19, 7, 0),
        DateTime(2025, 11, 20, 23, 50),
      ]);
      expect(h.currentStreak(DateTime(2025, 11, 20, 23, 55)), 3);
    });

    test('a skipped day breaks the streak even within 48 hours', () {
      final h = habitWith([
        DateTime(2025, 11, 18, 23, 0),
        DateTime(2025, 11, 20, 6, 0),
      ]);
      expect(h.currentStreak(DateTime(2025, 11, 20, 7, 0)), 1);
    });

    test('stops at a gap', () {
      final h = habitWith([
        DateTime(2025, 11, 16, 12),
        DateTime(2025, 11, 19, 12),
        DateTime(2025, 11, 20, 12),
      ]);
      expect(h.currentStreak(DateTime(2025, 11, 20, 13)), 2);
    });
  });
}
