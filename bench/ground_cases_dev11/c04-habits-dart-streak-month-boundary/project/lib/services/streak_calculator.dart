import '../models/habit.dart';
import '../utils/date_utils.dart';

/// Current and longest streaks from a habit's check-in times.
class StreakCalculator {
  const StreakCalculator();

  /// Consecutive checked-in days ending today, or yesterday so the streak is
  /// not shown as lost before the user has had a chance to check in today.
  int currentStreak(Habit habit, {DateTime? now}) {
    final days = _distinctDays(habit.checkIns);
    if (days.isEmpty) return 0;

    final today = dateOnly(now ?? DateTime.now());
    if (daysBetween(days.last, today) > 1) return 0;

    var streak = 1;
    for (var i = days.length - 1; i > 0; i--) {
      if (days[i].day - days[i - 1].day == 1) {
        streak++;
      } else {
        break;
      }
    }
    return streak;
  }

  int longestStreak(Habit habit) {
    final days = _distinctDays(habit.checkIns);
    if (days.isEmpty) return 0;

    var best = 1;
    var run = 1;
    for (var i = 1; i < days.length; i++) {
      if (daysBetween(days[i - 1], days[i]) == 1) {
        run++;
        if (run > best) best = run;
      } else {
        run = 1;
      }
    }
    return best;
  }

  /// Check-ins reduced to sorted, distinct calendar days.
  List<DateTime> _distinctDays(List<DateTime> checkIns) {
    final set = <DateTime>{for (final c in checkIns) dateOnly(c)};
    return set.toList()..sort();
  }
}
