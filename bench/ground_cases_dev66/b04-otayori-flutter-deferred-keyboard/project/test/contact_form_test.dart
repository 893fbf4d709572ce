import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:otayori/screens/contact_form_screen.dart';

void main() {
  testWidgets('validates an empty subject', (tester) async {
    await tester.pumpWidget(const MaterialApp(home: ContactFormScreen()));
    await tester.tap(find.text('送信する'));
    await tester.pump();
    expect(find.text('件名を入力してください'), findsOneWidget);
  });

  testWidgets('body needs ten characters', (tester) async {
    await tester.pumpWidget(const MaterialApp(home: ContactFormScreen()));
    await tester.enterText(find.byType(TextFormField).first, '件名');
    await tester.enterText(find.byType(TextFormField).last, '短い');
    await tester.tap(find.text('送信する'));
    await tester.pump();
    expect(find.text('10文字以上で入力してください'), findsOneWidget);
  });

  testWidgets('shows the send button', (tester) async {
    await tester.pumpWidget(const MaterialApp(home: ContactFormScreen()));
    expect(find.widgetWithText(FilledButton, '送信する'), findsOneWidget);
  });
}
