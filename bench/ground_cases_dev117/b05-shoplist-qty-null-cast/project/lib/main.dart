import 'package:flutter/material.dart';

import 'screens/list_screen.dart';
import 'services/storage.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  final storage = await StorageService.open();
  runApp(ShopListApp(storage: storage));
}

class ShopListApp extends StatelessWidget {
  const ShopListApp({super.key, required this.storage});

  final StorageService storage;

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: '買い物リスト',
      theme: ThemeData(colorSchemeSeed: Colors.teal, useMaterial3: true),
      home: ListScreen(storage: storage),
    );
  }
}
