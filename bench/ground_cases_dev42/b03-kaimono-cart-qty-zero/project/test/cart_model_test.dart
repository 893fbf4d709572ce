import 'package:flutter_test/flutter_test.dart';
import 'package:kaimono/cart/cart_item.dart';
import 'package:kaimono/cart/cart_model.dart';
import 'package:shared_preferences/shared_preferences.dart';

const milk = CartItem(sku: '4901234567894', name: '牛乳 1L', unitPrice: 238, quantity: 1);
const eggs = CartItem(sku: '4909876543210', name: '卵 10個', unitPrice: 298, quantity: 1);

void main() {
  late CartModel cart;

  setUp(() async {
    SharedPreferences.setMockInitialValues({});
    cart = CartModel(await SharedPreferences.getInstance());
  });

  test('adding the same sku twice bumps the quantity', () {
    cart.add(milk);
    cart.add(milk);
    expect(cart.items.single.quantity, 2);
    expect(cart.total, 476);
  });

  test('updateQuantity changes one line', () {
    cart.add(milk);
    cart.add(eggs);
    cart.updateQuantity(eggs.sku, 3);
    expect(cart.items.map((e) => e.quantity), [1, 3]);
    expect(cart.count, 4);
  });

  test('quantity is capped at maxQuantity', () {
    cart.add(milk);
    cart.updateQuantity(milk.sku, 150);
    expect(cart.items.single.quantity, CartModel.maxQuantity);
  });

  test('cart survives a restart', () async {
    cart.add(eggs);
    final again = CartModel(await SharedPreferences.getInstance())..restore();
    expect(again.items.single.sku, eggs.sku);
  });
}
