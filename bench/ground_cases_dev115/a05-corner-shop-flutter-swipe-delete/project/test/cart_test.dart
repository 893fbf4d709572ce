import 'package:corner_shop/models/cart.dart';
import 'package:corner_shop/widgets/cart_badge.dart';
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:provider/provider.dart';

Widget _wrap(Cart cart) => ChangeNotifierProvider.value(
      value: cart,
      child: MaterialApp(home: Scaffold(body: CartBadge(onTap: () {}))),
    );

void main() {
  const apple = Product(id: 'p1', name: 'Apple', priceCents: 45);
  const bread = Product(id: 'p2', name: 'Bread', priceCents: 289);

  test('adding the same product twice bumps the quantity', () {
    final cart = Cart()
      ..add(apple)
      ..add(apple);
    expect(cart.items, hasLength(1));
    expect(cart.count, 2);
  });

  test('total sums all lines', () {
    final cart = Cart()
      ..add(apple)
      ..add(bread);
    expect(cart.totalCents, 334);
  });

  testWidgets('badge shows the count up to 9, then 9+', (tester) async {
    final cart = Cart()..add(apple);
    await tester.pumpWidget(_wrap(cart));
    expect(find.text('1'), findsOneWidget);

    cart.setQuantity('p1', 12);
    await tester.pump();
    expect(find.text('9+'), findsOneWidget);
  });

  testWidgets('badge hides the label when the cart is empty', (tester) async {
    await tester.pumpWidget(_wrap(Cart()));
    expect(find.text('0'), findsNothing);
  });
}
