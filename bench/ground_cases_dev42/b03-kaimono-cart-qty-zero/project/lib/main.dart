import 'package:flutter/material.dart';
import 'package:flutter_localizations/flutter_localizations.dart';
import 'package:provider/provider.dart';
import 'package:shared_preferences/shared_preferences.dart';

import 'cart/cart_model.dart';
import 'cart/cart_screen.dart';
import 'catalog/catalog_screen.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  final prefs = await SharedPreferences.getInstance();
  runApp(
    ChangeNotifierProvider(
      create: (_) => CartModel(prefs)..restore(),
      child: const KaimonoApp(),
    ),
  );
}

class KaimonoApp extends StatelessWidget {
  const KaimonoApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Kaimono',
      theme: ThemeData(colorSchemeSeed: const Color(0xFF2E7D32), useMaterial3: true),
      locale: const Locale('ja', 'JP'),
      supportedLocales: const [Locale('ja', 'JP')],
      localizationsDelegates: GlobalMaterialLocalizations.delegates,
      routes: {
        '/': (_) => const CatalogScreen(),
        '/cart': (_) => const CartScreen(),
      },
    );
  }
}
