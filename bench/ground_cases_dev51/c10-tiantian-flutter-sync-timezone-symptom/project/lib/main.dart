import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import 'features/auth/login_page.dart';
import 'features/workouts/workout_list_page.dart';

void main() {
  WidgetsFlutterBinding.ensureInitialized();
  runApp(const ProviderScope(child: TiantianApp()));
}

class TiantianApp extends StatelessWidget {
  const TiantianApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: '天天练',
      theme: ThemeData(colorSchemeSeed: Colors.teal, useMaterial3: true),
      routes: {
        '/': (_) => const WorkoutListPage(),
        '/login': (_) => const LoginPage(),
      },
    );
  }
}
