/// A percentage coupon, e.g. 10 for "10% OFF".
class Coupon {
  const Coupon({
    required this.code,
    required this.percent,
    this.minSubtotal = 0,
  });

  final String code;

  /// Whole percent: 10 means 10% off.
  final int percent;

  /// Minimum subtotal in yen for the coupon to apply.
  final int minSubtotal;

  factory Coupon.fromJson(Map<String, dynamic> json) => Coupon(
        code: json['code'] as String,
        percent: json['percent'] as int,
        minSubtotal: (json['min_subtotal'] as int?) ?? 0,
      );

  Map<String, dynamic> toJson() => {
        'code': code,
        'percent': percent,
        'min_subtotal': minSubtotal,
      };

  String get label => '$percent% OFF';

  @override
  String toString() => 'Coupon($code, $percent%)';
}
