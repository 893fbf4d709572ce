import 'package:flutter_test/flutter_test.dart';
import 'package:mogu_cart/models/cart_item.dart';
import 'package:mogu_cart/state/cart_notifier.dart';

void main() {
  const onigiri = CartItem(productId: 'p1', name: 'おにぎり', unitPrice: 180);
  const tea = CartItem(productId: 'p2', name: 'お茶', unitPrice: 150, quantity: 2);

  test('subtotal sums line totals', () {
    final n = CartNotifier()
      ..add(onigiri)
      ..add(tea);
    expect(n.state.subtotal, 480);
  });

  test('remove drops the product', () {
    final n = CartNotifier()
      ..add(onigiri)
      ..add(tea)
      ..remove('p1');
    expect(n.state.items, [tea]);
  });

  test('add keeps insertion order', () {
    final n = CartNotifier()
      ..add(tea)
      ..add(onigiri);
    expect(n.state.items.map((i) => i.productId), ['p2', 'p1']);
  });

  test('total without coupon equals subtotal', () {
    final n = CartNotifier()..add(tea);
    expect(n.state.total, 300);
  });
}
