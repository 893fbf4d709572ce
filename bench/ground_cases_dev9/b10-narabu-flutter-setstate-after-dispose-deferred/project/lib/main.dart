import 'package:flutter/material.dart';

import 'screens/home_screen.dart';

void main() {
  runApp(const NarabuApp());
}

class NarabuApp extends StatelessWidget {
  const NarabuApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'ならぶ',
      theme: ThemeData(colorSchemeSeed: Colors.deepOrange, useMaterial3: true),
      home: const HomeScreen(),
    );
  }
}
