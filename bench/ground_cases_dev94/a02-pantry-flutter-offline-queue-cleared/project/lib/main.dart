import 'package:flutter/material.dart';

import 'data/api_client.dart';
import 'data/local_store.dart';
import 'data/sync_queue.dart';
import 'screens/list_screen.dart';
import 'state/list_controller.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  final store = await LocalStore.open();
  final api = ApiClient(baseUrl: const String.fromEnvironment('API_URL', defaultValue: 'https://api.pantry.app'));
  final queue = SyncQueue(store, api);
  runApp(PantryApp(controller: ListController(store, api, queue)));
}

class PantryApp extends StatefulWidget {
  const PantryApp({super.key, required this.controller});

  final ListController controller;

  @override
  State<PantryApp> createState() => _PantryAppState();
}

class _PantryAppState extends State<PantryApp> with WidgetsBindingObserver {
  DateTime? _pausedAt;

  @override
  void initState() {
    super.initState();
    WidgetsBinding.instance.addObserver(this);
  }

  @override
  void dispose() {
    WidgetsBinding.instance.removeObserver(this);
    super.dispose();
  }

  @override
  void didChangeAppLifecycleState(AppLifecycleState state) {
    switch (state) {
      case AppLifecycleState.paused:
        _pausedAt = DateTime.now();
      case AppLifecycleState.resumed:
        final away = DateTime.now().difference(_pausedAt ?? DateTime.now());
        if (away > const Duration(minutes: 5)) {
          // the list is probably stale after a while in the background: show the cached
          // copy right away and refresh it from the server
          widget.controller.load();
        }
        widget.controller.queue.flush();
      default:
        break;
    }
  }

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Pantry',
      theme: ThemeData(colorSchemeSeed: Colors.green, useMaterial3: true),
      home: ListScreen(controller: widget.controller),
    );
  }
}
