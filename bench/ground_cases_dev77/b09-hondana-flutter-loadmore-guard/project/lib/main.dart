import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'search/book_api.dart';
import 'search/search_controller.dart';
import 'search/search_screen.dart';

void main() {
  runApp(const HondanaApp());
}

class HondanaApp extends StatelessWidget {
  const HondanaApp({super.key});

  @override
  Widget build(BuildContext context) {
    return ChangeNotifierProvider(
      create: (_) => BookSearchController(BookApi(baseUrl: 'https://api.hondana.jp')),
      child: MaterialApp(
        title: 'ほんだな',
        theme: ThemeData(colorSchemeSeed: Colors.brown, useMaterial3: true),
        home: const SearchScreen(),
      ),
    );
  }
}
