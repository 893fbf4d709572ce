import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'api/client.dart';
import 'screens/upload_screen.dart';
import 'services/upload_service.dart';

void main() {
  final api = ApiClient.create(const String.fromEnvironment('API_BASE', defaultValue: 'https://api.fieldnotes.dev'));
  runApp(
    Provider<UploadService>(
      create: (_) => UploadService(api),
      child: const FieldNotesApp(),
    ),
  );
}

class FieldNotesApp extends StatelessWidget {
  const FieldNotesApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'FieldNotes',
      theme: ThemeData(colorSchemeSeed: Colors.teal, useMaterial3: true),
      home: const UploadScreen(),
    );
  }
}
