import 'package:dio/dio.dart';
import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'feed/feed_api.dart';
import 'feed/feed_controller.dart';
import 'feed/feed_page.dart';

void main() {
  final dio = Dio(BaseOptions(baseUrl: 'https://api.tuji.cn', connectTimeout: const Duration(seconds: 5)));
  runApp(
    ChangeNotifierProvider(
      create: (_) => FeedController(FeedApi(dio))..refresh(),
      child: const TujiApp(),
    ),
  );
}

class TujiApp extends StatelessWidget {
  const TujiApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: '图集',
      theme: ThemeData(colorSchemeSeed: Colors.teal, useMaterial3: true),
      home: const FeedPage(),
    );
  }
}
