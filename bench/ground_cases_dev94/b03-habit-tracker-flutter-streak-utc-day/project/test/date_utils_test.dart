import 'package:flutter_test/flutter_test.dart';
import 'package:habit_tracker/models/entry.dart';
import 'package:habit_tracker/utils/date_utils.dart';

Entry at(DateTime t, [String habit = 'walk']) => Entry(id: '${t.microsecondsSinceEpoch}', habitId: habit, recordedAt: t);

void main() {
  group('isSameDay', () {
    test('same calendar day', () {
      expect(isSameDay(DateTime(2025, 3, 10, 0, 5), DateTime(2025, 3, 10, 23, 55)), isTrue);
    });
    test('UTC timestamp is compared on the local day', () {
      final morning = DateTime(2025, 3, 10, 8, 30);
      expect(isSameDay(morning.toUtc(), DateTime(2025, 3, 10, 12)), isTrue);
      expect(dayKey(morning.toUtc()), DateTime(2025, 3, 10));
    });
    test('different day', () {
      expect(isSameDay(DateTime(2025, 3, 10, 23, 59), DateTime(2025, 3, 11)), isFalse);
    });
  });

  test('startOfWeek is Monday', () {
    expect(startOfWeek(DateTime(2025, 3, 13)), DateTime(2025, 3, 10));
    expect(startOfWeek(DateTime(2025, 3, 10)), DateTime(2025, 3, 10));
  });

  test('groupByDay newest first', () {
    final groups = groupByDay([at(DateTime(2025, 3, 9, 21)), at(DateTime(2025, 3, 10, 7)), at(DateTime(2025, 3, 10, 20))]);
    expect(groups.keys.toList(), [DateTime(2025, 3, 10), DateTime(2025, 3, 9)]);
    expect(groups[DateTime(2025, 3, 10)]!.length, 2);
  });

  group('currentStreak', () {
    final now = DateTime(2025, 3, 10, 21);
    test('counts back from today', () {
      final entries = [at(DateTime(2025, 3, 10, 7)), at(DateTime(2025, 3, 9, 22)), at(DateTime(2025, 3, 8, 12))];
      expect(currentStreak(entries, now), 3);
    });
    test('starts from yesterday when today is empty', () {
      final entries = [at(DateTime(2025, 3, 9, 22)), at(DateTime(2025, 3, 8, 12))];
      expect(currentStreak(entries, now), 2);
    });
    test('gap breaks the streak', () {
      final entries = [at(DateTime(2025, 3, 10, 7)), at(DateTime(2025, 3, 8, 12))];
      expect(currentStreak(entries, now), 1);
    });
  });

  test('relativeDayLabel', () {
    final now = DateTime(2025, 3, 10, 12);
    expect(relativeDayLabel(DateTime(2025, 3, 10), now), '今日');
    expect(relativeDayLabel(DateTime(2025, 3, 9), now), '昨日');
    expect(relativeDayLabel(DateTime(2025, 3, 7), now), '3日前');
  });
}
