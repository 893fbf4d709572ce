import 'package:flutter/material.dart';

import 'api/tracking_api.dart';
import 'screens/route_screen.dart';

void main() {
  runApp(const DriverApp());
}

class DriverApp extends StatelessWidget {
  const DriverApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Courier Driver',
      theme: ThemeData(colorSchemeSeed: const Color(0xFF0B6E4F), useMaterial3: true),
      home: RouteScreen(api: TrackingApi(baseUrl: const String.fromEnvironment('API_URL'))),
    );
  }
}
