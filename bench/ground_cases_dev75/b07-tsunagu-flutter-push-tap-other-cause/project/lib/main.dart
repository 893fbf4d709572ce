import 'package:firebase_core/firebase_core.dart';
import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'chat/thread_page.dart';
import 'chat/unread_badge.dart';
import 'push/push_service.dart';
import 'settings/notification_settings_page.dart';

final navigatorKey = GlobalKey<NavigatorState>();

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Firebase.initializeApp();
  final push = PushService(navigatorKey);
  await push.init();
  runApp(
    ChangeNotifierProvider(
      create: (_) => UnreadBadge(),
      child: TsunaguApp(push: push),
    ),
  );
}

class TsunaguApp extends StatelessWidget {
  const TsunaguApp({super.key, required this.push});

  final PushService push;

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Tsunagu',
      navigatorKey: navigatorKey,
      routes: {
        '/': (_) => const HomePage(),
        '/settings/notifications': (_) => const NotificationSettingsPage(),
      },
      onGenerateRoute: (settings) {
        if (settings.name == ThreadPage.route) {
          return MaterialPageRoute(builder: (_) => ThreadPage(threadId: settings.arguments as String));
        }
        return null;
      },
    );
  }
}
