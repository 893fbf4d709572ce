import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:pennywise/widgets/amount_field.dart';

void main() {
  test('parseAmount accepts positive decimals', () {
    expect(parseAmount('12.50'), 12.5);
    expect(parseAmount('0'), isNull);
    expect(parseAmount(''), isNull);
  });

  testWidgets('AmountField shows the currency prefix', (tester) async {
    final controller = TextEditingController();
    await tester.pumpWidget(MaterialApp(home: Scaffold(body: AmountField(controller: controller))));
    expect(find.text('\$'), findsOneWidget);
  });
}
