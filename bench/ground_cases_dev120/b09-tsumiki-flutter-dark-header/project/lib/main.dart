import 'package:flutter/material.dart';

import 'screens/login_screen.dart';
import 'theme.dart';

void main() {
  runApp(const TsumikiApp());
}

class TsumikiApp extends StatelessWidget {
  const TsumikiApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'つみき家計簿',
      theme: lightTheme,
      darkTheme: darkTheme,
      themeMode: ThemeMode.system,
      home: const LoginScreen(),
    );
  }
}
