import 'package:flutter_test/flutter_test.dart';
import 'package:hanamaru_shop/cart/cart_model.dart';

void main() {
  const rose = CartItem(productId: 'rose-10', name: 'バラ10本', unitPrice: 3300, stock: 12);
  const tulip = CartItem(productId: 'tulip-5', name: 'チューリップ5本', unitPrice: 1650, stock: 4);

  test('add merges the same product', () {
    final cart = CartModel()
      ..add(rose)
      ..add(rose);
    expect(cart.items.single.quantity, 2);
    expect(cart.subtotal, 6600);
  });

  test('increment and decrement change quantity', () {
    final cart = CartModel()..add(tulip);
    cart.increment('tulip-5');
    cart.increment('tulip-5');
    expect(cart.items.single.quantity, 3);
    cart.decrement('tulip-5');
    expect(cart.items.single.quantity, 2);
  });

  test('count sums quantities', () {
    final cart = CartModel()
      ..add(rose)
      ..add(tulip)
      ..increment('tulip-5');
    expect(cart.count, 3);
  });

  test('decrement to zero removes the line', () {
    final cart = CartModel()..add(tulip);
    cart.decrement('tulip-5');
    expect(cart.items, isEmpty);
  });

  test('increment stops at stock', () {
    final cart = CartModel()..add(tulip);
    for (var i = 0; i < 10; i++) {
      cart.increment('tulip-5');
    }
    expect(cart.items.single.quantity, 4);
  });

  test('remove drops the line', () {
    final cart = CartModel()
      ..add(rose)
      ..remove('rose-10');
    expect(cart.items, isEmpty);
  });
}
