import 'package:flutter_test/flutter_test.dart';
import 'package:pointcard/src/coupon/coupon.dart';

void main() {
  group('Coupon', () {
    final coupon = Coupon(
      id: 'c1',
      title: '春のご来店感謝 10%OFF',
      discountPercent: 10,
      expiresOn: DateTime(2025, 3, 31),
    );

    test('isExpired is false before the expiry date', () {
      expect(coupon.isExpired(DateTime.now()), isFalse);
    });

    test('is still valid until the end of the expiry day', () {
      expect(coupon.isExpired(DateTime(2025, 3, 31, 23, 30)), isFalse);
      expect(coupon.isExpired(DateTime(2025, 4, 1, 0, 0)), isTrue);
    });

    test('remainingLabel counts calendar days', () {
      expect(coupon.remainingLabel(DateTime(2025, 3, 28, 22, 0)), 'あと3日');
      expect(coupon.remainingLabel(DateTime(2025, 3, 31, 8, 0)), '本日まで');
      expect(coupon.remainingLabel(DateTime(2025, 4, 2)), '期限切れ');
    });

    test('used coupons are not usable', () {
      final used = Coupon(
        id: 'c2',
        title: '誕生日クーポン',
        discountPercent: 20,
        expiresOn: DateTime(2025, 3, 31),
        usedAt: DateTime(2025, 3, 1),
      );
      expect(used.isUsable(DateTime(2025, 3, 10)), isFalse);
    });

    test('fromJson parses dates', () {
      final c = Coupon.fromJson({
        'id': 'c3',
        'title': '送料無料',
        'discount_percent': 0,
        'expires_on': '2025-06-30',
        'used_at': null,
      });
      expect(c.expiresOn, DateTime(2025, 6, 30));
      expect(c.isUsed, isFalse);
    });
  });
}
