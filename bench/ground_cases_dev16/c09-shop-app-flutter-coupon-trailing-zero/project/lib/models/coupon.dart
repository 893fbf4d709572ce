class Coupon {
  final String id;
  final String title;

  /// 使用门槛（元），0 表示无门槛
  final double threshold;

  /// 减免金额（元）
  final double amount;
  final DateTime expiresAt;

  const Coupon({
    required this.id,
    required this.title,
    required this.threshold,
    required this.amount,
    required this.expiresAt,
  });

  factory Coupon.fromJson(Map<String, dynamic> json) => Coupon(
        id: json['id'] as String,
        title: json['title'] as String,
        threshold: (json['threshold'] as num).toDouble(),
        amount: (json['amount'] as num).toDouble(),
        expiresAt: DateTime.parse(json['expires_at'] as String),
      );

  bool get noThreshold => threshold <= 0;

  bool isUsableFor(double orderAmount, {DateTime? now}) =>
      orderAmount >= threshold && (now ?? DateTime.now()).isBefore(expiresAt);
}
