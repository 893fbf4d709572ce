import 'package:intl/intl.dart';

/// 店舗が配布するクーポン。期限は「その日の 23:59 まで有効」。
class Coupon {
  const Coupon({
    required this.id,
    required this.title,
    required this.discountPercent,
    required this.expiresOn,
    this.usedAt,
  });

  final String id;
  final String title;
  final int discountPercent;

  /// 有効期限日（時刻は見ない）
  final DateTime expiresOn;
  final DateTime? usedAt;

  bool get isUsed => usedAt != null;

  DateTime get _endOfExpiryDay =>
      DateTime(expiresOn.year, expiresOn.month, expiresOn.day, 23, 59, 59);

  bool isExpired(DateTime now) => now.isAfter(_endOfExpiryDay);

  bool isUsable(DateTime now) => !isUsed && !isExpired(now);

  /// 一覧に出す残り日数。当日は「本日まで」。
  String remainingLabel(DateTime now) {
    if (isExpired(now)) return '期限切れ';
    final today = DateTime(now.year, now.month, now.day);
    final days = DateTime(expiresOn.year, expiresOn.month, expiresOn.day).difference(today).inDays;
    if (days == 0) return '本日まで';
    return 'あと$days日';
  }

  String expiryText() => '${DateFormat('yyyy/M/d').format(expiresOn)}まで';

  factory Coupon.fromJson(Map<String, dynamic> json) => Coupon(
        id: json['id'] as String,
        title: json['title'] as String,
        discountPercent: json['discount_percent'] as int,
        expiresOn: DateTime.parse(json['expires_on'] as String),
        usedAt: json['used_at'] == null ? null : DateTime.parse(json['used_at'] as String),
      );
}
