import 'dart:async';

import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_crashlytics/firebase_crashlytics.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter/material.dart';

import 'pages/order_list_page.dart';
import 'services/order_api.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Firebase.initializeApp();
  FlutterError.onError = FirebaseCrashlytics.instance.recordFlutterFatalError;
  PlatformDispatcher.instance.onError = (error, stack) {
    FirebaseCrashlytics.instance.recordError(error, stack, fatal: true);
    return true;
  };
  runApp(ShopkeeperApp(api: OrderApi(baseUrl: const String.fromEnvironment('API_BASE'))));
}

class ShopkeeperApp extends StatelessWidget {
  const ShopkeeperApp({super.key, required this.api});

  final OrderApi api;

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Shopkeeper',
      theme: ThemeData(colorSchemeSeed: Colors.teal, useMaterial3: true),
      debugShowCheckedModeBanner: kDebugMode,
      home: OrderListPage(api: api),
    );
  }
}
