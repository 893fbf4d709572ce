import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_crashlytics/firebase_crashlytics.dart';
import 'package:flutter/material.dart';

import 'iap/entitlement_store.dart';
import 'iap/purchase_service.dart';
import 'screens/library_screen.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Firebase.initializeApp();
  FlutterError.onError = FirebaseCrashlytics.instance.recordFlutterFatalError;
  final entitlements = await EntitlementStore.open();
  final purchases = PurchaseService(entitlements);
  purchases.start();
  runApp(YomuApp(purchases: purchases, entitlements: entitlements));
}

class YomuApp extends StatelessWidget {
  const YomuApp({super.key, required this.purchases, required this.entitlements});

  final PurchaseService purchases;
  final EntitlementStore entitlements;

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'よむ',
      theme: ThemeData(colorSchemeSeed: Colors.indigo, useMaterial3: true),
      darkTheme: ThemeData(colorSchemeSeed: Colors.indigo, brightness: Brightness.dark, useMaterial3: true),
      home: LibraryScreen(purchases: purchases, entitlements: entitlements),
    );
  }
}
