import 'package:flutter/material.dart';
import 'package:http/http.dart' as http;

import 'api/recipe_api.dart';
import 'feed/feed_controller.dart';
import 'feed/feed_page.dart';

const _apiBase = String.fromEnvironment('API_BASE', defaultValue: 'https://api.kondate.app');

void main() {
  final api = RecipeApi(http.Client(), baseUrl: _apiBase);
  runApp(KondateApp(controller: FeedController(api)));
}

class KondateApp extends StatelessWidget {
  const KondateApp({super.key, required this.controller});

  final FeedController controller;

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'こんだて',
      theme: ThemeData(
        colorScheme: ColorScheme.fromSeed(seedColor: Colors.deepOrange),
        useMaterial3: true,
      ),
      home: FeedPage(controller: controller),
    );
  }
}
