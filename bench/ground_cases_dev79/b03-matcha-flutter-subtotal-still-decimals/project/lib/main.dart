import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:provider/provider.dart';

import 'models/cart.dart';
import 'screens/cart_screen.dart';

void main() {
  runApp(ChangeNotifierProvider(create: (_) => Cart(), child: const MatchaApp()));
}

class MatchaApp extends StatelessWidget {
  const MatchaApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      onGenerateTitle: (context) => AppLocalizations.of(context)!.appTitle,
      localizationsDelegates: AppLocalizations.localizationsDelegates,
      supportedLocales: AppLocalizations.supportedLocales,
      theme: ThemeData(colorSchemeSeed: const Color(0xFF5B7F3A), useMaterial3: true),
      initialRoute: '/cart',
      routes: {
        '/cart': (_) => const CartScreen(),
      },
    );
  }
}
