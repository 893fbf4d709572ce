import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'map/route_map.dart';
import 'route/route_store.dart';

void main() {
  runApp(
    ChangeNotifierProvider(
      create: (_) => RouteStore()..load(),
      child: const DriverApp(),
    ),
  );
}

class DriverApp extends StatelessWidget {
  const DriverApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'はこぶドライバー',
      theme: ThemeData(colorSchemeSeed: Colors.teal, useMaterial3: true),
      home: const RouteMapPage(),
    );
  }
}
