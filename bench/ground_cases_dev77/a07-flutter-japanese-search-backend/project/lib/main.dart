import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'api/search_api.dart';
import 'search/search_controller.dart';
import 'search/search_page.dart';

void main() {
  const baseUrl = String.fromEnvironment('API_BASE', defaultValue: 'https://api.ramenfinder.app');
  runApp(
    ChangeNotifierProvider(
      create: (_) => ShopSearchController(SearchApi(baseUrl)),
      child: const RamenFinderApp(),
    ),
  );
}

class RamenFinderApp extends StatelessWidget {
  const RamenFinderApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Ramen Finder',
      theme: ThemeData(colorSchemeSeed: Colors.deepOrange, useMaterial3: true),
      home: const SearchPage(),
    );
  }
}
