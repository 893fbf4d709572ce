import 'package:flutter/material.dart';

import 'data/api_client.dart';
import 'data/article_repository.dart';
import 'screens/article_list_screen.dart';

void main() {
  final api = ApiClient(baseUrl: 'https://api.yomu.example');
  runApp(YomuApp(articles: ArticleRepository(api)));
}

class YomuApp extends StatelessWidget {
  const YomuApp({super.key, required this.articles});

  final ArticleRepository articles;

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'yomu',
      home: ArticleListScreen(repository: articles),
    );
  }
}
