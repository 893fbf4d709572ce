/// Date helpers. Check-ins are stored as full timestamps (when the user tapped).

/// Calendar days from [a] to [b], ignoring the time of day.
///
/// Uses UTC dates so a DST change cannot turn a day into 23 or 25 hours.
int daysBetween(DateTime a, DateTime b) {
  final from = DateTime.utc(a.year, a.month, a.day);
  final to = DateTime.utc(b.year, b.month, b.day);
  return to.difference(from).inDays;
}

DateTime dateOnly(DateTime d) => DateTime(d.year, d.month, d.day);

bool isSameDay(DateTime a, DateTime b) =>
    a.year == b.year && a.month == b.month && a.day == b.day;

/// Monday-based start of the week containing [d].
DateTime startOfWeek(DateTime d) {
  final day = dateOnly(d);
  return day.subtract(Duration(days: day.weekday - DateTime.monday));
}

/// The last [count] days ending with [end] (oldest first), for the weekly strip.
List<DateTime> lastDays(int count, {DateTime? end}) {
  final last = dateOnly(end ?? DateTime.now());
  return [
    for (var i = count - 1; i >= 0; i--) last.subtract(Duration(days: i)),
  ];
}

String weekdayLabelJa(DateTime d) {
  const labels = ['月', '火', '水', '木', '金', '土', '日'];
  return labels[d.weekday - 1];
}
