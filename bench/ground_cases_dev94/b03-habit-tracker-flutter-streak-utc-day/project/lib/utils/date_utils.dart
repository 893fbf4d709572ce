import '../models/entry.dart';

/// Calendar helpers for the screens. Days are the device's local calendar days.

bool isSameDay(DateTime a, DateTime b) {
  final x = a.toLocal();
  final y = b.toLocal();
  return x.year == y.year && x.month == y.month && x.day == y.day;
}

/// Local midnight of the day [d] falls on, used as a map key. [d] may be UTC (server timestamps).
DateTime dayKey(DateTime d) {
  final local = d.toLocal();
  return DateTime(local.year, local.month, local.day);
}

DateTime startOfWeek(DateTime d) {
  final day = dayKey(d);
  return day.subtract(Duration(days: day.weekday - DateTime.monday));
}

List<Entry> entriesOn(List<Entry> entries, DateTime day) =>
    entries.where((e) => isSameDay(e.recordedAt, day)).toList();

/// Entries grouped by day, newest day first.
Map<DateTime, List<Entry>> groupByDay(List<Entry> entries) {
  final groups = <DateTime, List<Entry>>{};
  for (final e in entries) {
    groups.putIfAbsent(dayKey(e.recordedAt), () => []).add(e);
  }
  final keys = groups.keys.toList()..sort((a, b) => b.compareTo(a));
  return {for (final k in keys) k: groups[k]!};
}

/// Consecutive days with at least one entry, counting back from today
/// (from yesterday when nothing has been recorded yet today).
int currentStreak(List<Entry> entries, DateTime now) {
  final days = entries
      .map((e) => DateTime(e.recordedAt.year, e.recordedAt.month, e.recordedAt.day))
      .toSet();
  var day = dayKey(now);
  if (!days.contains(day)) {
    day = day.subtract(const Duration(days: 1));
  }
  var streak = 0;
  while (days.contains(day)) {
    streak++;
    day = day.subtract(const Duration(days: 1));
  }
  return streak;
}

String relativeDayLabel(DateTime day, DateTime now) {
  final diff = dayKey(now).difference(dayKey(day)).inDays;
  switch (diff) {
    case 0:
      return '今日';
    case 1:
      return '昨日';
    default:
      return '$diff日前';
  }
}
