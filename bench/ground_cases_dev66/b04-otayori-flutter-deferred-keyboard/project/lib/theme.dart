import 'package:flutter/material.dart';

const _brand = Color(0xFF2E7D6B);

final lightTheme = ThemeData(
  colorScheme: ColorScheme.fromSeed(seedColor: _brand),
  useMaterial3: true,
  inputDecorationTheme: const InputDecorationTheme(
    border: OutlineInputBorder(),
  ),
);

final darkTheme = ThemeData(
  colorScheme: ColorScheme.fromSeed(seedColor: _brand, brightness: Brightness.dark),
  useMaterial3: true,
  inputDecorationTheme: const InputDecorationTheme(
    border: OutlineInputBorder(),
  ),
);
