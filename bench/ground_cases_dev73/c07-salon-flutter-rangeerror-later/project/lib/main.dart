import 'package:flutter/material.dart';
import 'package:provider/provider.dart';
import 'package:sentry_flutter/sentry_flutter.dart';

import 'src/api/booking_api.dart';
import 'src/widgets/slot_picker.dart';

Future<void> main() async {
  await SentryFlutter.init(
    (options) => options.dsn = const String.fromEnvironment('SENTRY_DSN'),
    appRunner: () => runApp(
      Provider(create: (_) => BookingApi(baseUrl: 'https://api.yuefa-salon.cn'), child: const HairBookingApp()),
    ),
  );
}

class HairBookingApp extends StatelessWidget {
  const HairBookingApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: '悦发预约',
      theme: ThemeData(colorSchemeSeed: const Color(0xFFB5838D), useMaterial3: true),
      home: const Scaffold(body: SafeArea(child: SlotPicker(salonId: 1))),
    );
  }
}
