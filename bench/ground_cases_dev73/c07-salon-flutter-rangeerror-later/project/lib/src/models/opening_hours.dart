/// Opening hours of a salon, as sent by GET /salons/{id}/hours.
class DayHours {
  final int openMinute; // minutes after midnight, salon local time
  final int closeMinute;

  const DayHours(this.openMinute, this.closeMinute);

  factory DayHours.fromJson(Map<String, dynamic> json) =>
      DayHours(json['open'] as int, json['close'] as int);
}

class OpeningHours {
  /// Index 0 = Monday … 6 = Sunday; null means closed that day.
  final List<DayHours?> week;
  final Set<DateTime> holidays;

  const OpeningHours(this.week, this.holidays);

  factory OpeningHours.fromJson(Map<String, dynamic> json) => OpeningHours(
        (json['week'] as List).map((d) => d == null ? null : DayHours.fromJson(d as Map<String, dynamic>)).toList(),
        (json['holidays'] as List).map((s) => DateTime.parse(s as String)).toSet(),
      );

  DayHours? forDate(DateTime date) {
    final day = DateTime(date.year, date.month, date.day);
    if (holidays.contains(day)) {
      return null;
    }
    return week[date.weekday];
  }

  bool isOpen(DateTime date) => forDate(date) != null;
}
