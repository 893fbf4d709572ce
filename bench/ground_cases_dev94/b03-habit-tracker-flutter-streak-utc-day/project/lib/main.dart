import 'package:flutter/material.dart';
import 'package:flutter_localizations/flutter_localizations.dart';
import 'package:intl/date_symbol_data_local.dart';

import 'data/api_client.dart';
import 'data/entry_repository.dart';
import 'screens/history_screen.dart';
import 'screens/today_screen.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await initializeDateFormatting('ja');
  final repository = EntryRepository(ApiClient(baseUrl: 'https://habits.example.jp/api'));
  runApp(HabitApp(repository: repository));
}

class HabitApp extends StatefulWidget {
  const HabitApp({super.key, required this.repository});

  final EntryRepository repository;

  @override
  State<HabitApp> createState() => _HabitAppState();
}

class _HabitAppState extends State<HabitApp> {
  int _tab = 0;

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: '習慣トラッカー',
      theme: ThemeData(colorSchemeSeed: Colors.teal, useMaterial3: true),
      locale: const Locale('ja'),
      supportedLocales: const [Locale('ja')],
      localizationsDelegates: GlobalMaterialLocalizations.delegates,
      home: Scaffold(
        body: IndexedStack(
          index: _tab,
          children: [
            TodayScreen(repository: widget.repository),
            HistoryScreen(repository: widget.repository),
          ],
        ),
        bottomNavigationBar: NavigationBar(
          selectedIndex: _tab,
          onDestinationSelected: (i) => setState(() => _tab = i),
          destinations: const [
            NavigationDestination(icon: Icon(Icons.today), label: '今日'),
            NavigationDestination(icon: Icon(Icons.history), label: '履歴'),
          ],
        ),
      ),
    );
  }
}
