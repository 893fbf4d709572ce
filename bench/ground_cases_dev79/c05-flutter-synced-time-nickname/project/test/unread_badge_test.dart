import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:mailbox/widgets/unread_badge.dart';

Widget _wrap(Widget child, Locale locale) => MaterialApp(
      locale: locale,
      localizationsDelegates: AppLocalizations.localizationsDelegates,
      supportedLocales: AppLocalizations.supportedLocales,
      home: Scaffold(body: child),
    );

void main() {
  testWidgets('zh tooltip uses plural message', (tester) async {
    await tester.pumpWidget(_wrap(const UnreadBadge(count: 3), const Locale('zh')));
    final tooltip = tester.widget<Tooltip>(find.byType(Tooltip));
    expect(tooltip.message, '3 条未读消息');
  });

  testWidgets('badge hidden at zero', (tester) async {
    await tester.pumpWidget(_wrap(const UnreadBadge(count: 0), const Locale('en')));
    final badge = tester.widget<Badge>(find.byType(Badge));
    expect(badge.isLabelVisible, isFalse);
  });
}
