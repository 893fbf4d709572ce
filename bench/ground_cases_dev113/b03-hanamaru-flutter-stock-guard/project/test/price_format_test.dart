import 'package:flutter_test/flutter_test.dart';
import 'package:hanamaru_shop/cart/price_format.dart';

void main() {
  test('yen adds thousands separators', () {
    expect(yen(0), '¥0');
    expect(yen(980), '¥980');
    expect(yen(1200), '¥1,200');
    expect(yen(1234567), '¥1,234,567');
  });

  test('yen keeps the sign in front', () {
    expect(yen(-1500), '-¥1,500');
  });

  test('withTax rounds down', () {
    expect(withTax(999), 1098);
  });

  test('shipping is free from 5000', () {
    expect(shippingFee(4999), 700);
    expect(shippingFee(5000), 0);
    expect(shippingFee(3000, remoteArea: true), 1200);
  });

  test('itemCountLabel', () {
    expect(itemCountLabel(0), 'なし');
    expect(itemCountLabel(3), '3点');
  });
}
