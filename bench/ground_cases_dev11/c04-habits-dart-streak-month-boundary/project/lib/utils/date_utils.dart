import 'package:intl/intl.dart';

/// Midnight UTC of the calendar day of [d], so differences are not skewed by DST.
DateTime dateOnly(DateTime d) => DateTime.utc(d.year, d.month, d.day);

/// Whole calendar days from [a] to [b] (negative when [b] is earlier).
int daysBetween(DateTime a, DateTime b) =>
    dateOnly(b).difference(dateOnly(a)).inDays;

String formatShortDate(DateTime d, {String locale = 'zh_CN'}) =>
    DateFormat.MMMd(locale).format(d);

String weekdayLabel(DateTime d, {String locale = 'zh_CN'}) =>
    DateFormat.E(locale).format(d);
