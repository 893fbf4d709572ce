import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'data/local_db.dart';
import 'data/report_repository.dart';
import 'sync/sync_queue.dart';
import 'sync/sync_service.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  final local = await LocalDb.open();
  final queue = SyncQueue(local.db);
  final sync = SyncService(queue, baseUrl: 'https://api.fieldlog.io/v1')..start();
  runApp(MultiProvider(
    providers: [
      Provider.value(value: ReportRepository(local.db, queue)),
      Provider.value(value: sync),
    ],
    child: const FieldLogApp(),
  ));
}

class FieldLogApp extends StatelessWidget {
  const FieldLogApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'FieldLog',
      theme: ThemeData(colorSchemeSeed: Colors.orange, useMaterial3: true),
      home: const Scaffold(body: Center(child: Text('FieldLog'))),
    );
  }
}
