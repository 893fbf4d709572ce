import 'package:bento_order/cart/cart_model.dart';
import 'package:flutter_test/flutter_test.dart';

const karaage = MenuItem(id: 'karaage', name: '唐揚げ弁当', price: 680);
const saba = MenuItem(id: 'saba', name: '鯖の塩焼き弁当', price: 720);

void main() {
  test('adding the same item twice bumps the quantity', () {
    final cart = CartModel()
      ..add(karaage)
      ..add(karaage);
    expect(cart.items.length, 1);
    expect(cart.items.first.quantity, 2);
    expect(cart.total, 1360);
  });

  test('removeAt drops the line', () {
    final cart = CartModel()
      ..add(karaage)
      ..add(saba);
    cart.removeAt(0);
    expect(cart.items.single.item.id, 'saba');
  });
}
