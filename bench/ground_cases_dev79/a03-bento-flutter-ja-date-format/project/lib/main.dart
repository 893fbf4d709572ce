import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

import 'screens/orders_screen.dart';

void main() {
  runApp(const BentoApp());
}

class BentoApp extends StatelessWidget {
  const BentoApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Bento',
      localizationsDelegates: AppLocalizations.localizationsDelegates,
      supportedLocales: AppLocalizations.supportedLocales,
      theme: ThemeData(colorSchemeSeed: Colors.deepOrange),
      home: const OrdersScreen(),
    );
  }
}
