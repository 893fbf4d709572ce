import 'package:flutter_test/flutter_test.dart';
import 'package:habit_tracker/models/habit.dart';
import 'package:habit_tracker/services/streak_calculator.dart';

Habit habitWith(List<DateTime> days) => Habit(
      id: 'h1',
      name: 'Read 20 pages',
      color: 0xFF4CAF50,
      checkIns: days,
      createdAt: DateTime(2025, 1, 1),
    );

void main() {
  const calc = StreakCalculator();

  group('currentStreak', () {
    test('is zero without check-ins', () {
      expect(calc.currentStreak(habitWith([]), now: DateTime(2025, 10, 10)), 0);
    });

    test('counts consecutive days ending today', () {
      final h = habitWith([DateTime(2025, 10, 8, 21), DateTime(2025, 10, 9, 7), DateTime(2025, 10, 10, 8)]);
      expect(calc.currentStreak(h, now: DateTime(2025, 10, 10, 12)), 3);
    });

    test('still counts when today is not checked in yet', () {
      final h = habitWith([DateTime(2025, 10, 8), DateTime(2025, 10, 9)]);
      expect(calc.currentStreak(h, now: DateTime(2025, 10, 10, 9)), 2);
    });

    test('is zero after a missed day', () {
      final h = habitWith([DateTime(2025, 10, 5), DateTime(2025, 10, 6), DateTime(2025, 10, 8)]);
      expect(calc.currentStreak(h, now: DateTime(2025, 10, 10)), 0);
    });

    test('counts across a month boundary', () {
      final h = habitWith([DateTime(2025, 10, 30), DateTime(2025, 10, 31), DateTime(2025, 11, 1)]);
      expect(calc.currentStreak(h, now: DateTime(2025, 11, 1, 20)), 3);
    });

    test('ignores several check-ins on the same day', () {
      final h = habitWith([DateTime(2025, 10, 9, 7), DateTime(2025, 10, 9, 22), DateTime(2025, 10, 10)]);
      expect(calc.currentStreak(h, now: DateTime(2025, 10, 10)), 2);
    });
  });

  group('longestStreak', () {
    test('finds the longest run', () {
      final h = habitWith([
        DateTime(2025, 3, 1), DateTime(2025, 3, 2), DateTime(2025, 3, 3),
        DateTime(2025, 3, 10), DateTime(2025, 3, 11),
      ]);
      expect(calc.longestStreak(h), 3);
    });

    test('runs across a month boundary', () {
      final h = habitWith([DateTime(2025, 1, 30), DateTime(2025, 1, 31), DateTime(2025, 2, 1), DateTime(2025, 2, 2)]);
      expect(calc.longestStreak(h), 4);
    });
  });
}
