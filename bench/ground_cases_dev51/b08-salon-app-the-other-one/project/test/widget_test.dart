import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:salon_app/screens/login_screen.dart';
import 'package:salon_app/screens/profile_edit_screen.dart';

void main() {
  testWidgets('login screen shows the form', (tester) async {
    await tester.pumpWidget(const MaterialApp(home: LoginScreen()));
    expect(find.text('メールアドレス'), findsOneWidget);
    expect(find.text('パスワード'), findsOneWidget);
  });

  testWidgets('profile edit rejects a bad email', (tester) async {
    await tester.pumpWidget(const MaterialApp(home: ProfileEditScreen()));
    await tester.enterText(find.byType(TextFormField).at(2), 'not-an-email');
    await tester.tap(find.text('保存'));
    await tester.pump();
    expect(find.text('メールアドレスの形式が正しくありません'), findsOneWidget);
  });
}
