String two(int n) => n.toString().padLeft(2, '0');

String formatHm(DateTime t) => '${two(t.hour)}:${two(t.minute)}';

String formatDate(DateTime t) => '${t.year}-${two(t.month)}-${two(t.day)}';

const _weekdays = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];

/// WeChat-style list time: 14:02 / 昨天 14:02 / 星期三 / 2025-10-28.
String formatChatTime(DateTime t, {DateTime? now}) {
  final n = now ?? DateTime.now();
  final today = DateTime(n.year, n.month, n.day);
  final day = DateTime(t.year, t.month, t.day);
  final days = today.difference(day).inDays;
  if (days <= 0) return formatHm(t);
  if (days == 1) return '昨天 ${formatHm(t)}';
  if (days < 7) return _weekdays[t.weekday - 1];
  return formatDate(t);
}
