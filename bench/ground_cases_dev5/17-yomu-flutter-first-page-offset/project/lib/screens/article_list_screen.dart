import 'package:flutter/material.dart';

import '../data/article_repository.dart';
import '../models/article.dart';
import '../widgets/article_tile.dart';

class ArticleListScreen extends StatefulWidget {
  const ArticleListScreen({super.key, required this.repository});

  final ArticleRepository repository;

  @override
  State<ArticleListScreen> createState() => _ArticleListScreenState();
}

class _ArticleListScreenState extends State<ArticleListScreen> {
  final List<Article> _articles = [];
  int _page = 1;
  bool _loading = false;
  bool _hasMore = true;

  @override
  void initState() {
    super.initState();
    _loadMore();
  }

  Future<void> _loadMore() async {
    if (_loading || !_hasMore) return;
    setState(() => _loading = true);
    final next = await widget.repository.fetchPage(_page);
    setState(() {
      _articles.addAll(next);
      _hasMore = next.length == widget.repository.pageSize;
      _page++;
      _loading = false;
    });
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('記事')),
      body: ListView.builder(
        itemCount: _articles.length + (_hasMore ? 1 : 0),
        itemBuilder: (context, index) {
          if (index == _articles.length) {
            _loadMore();
            return const Center(child: CircularProgressIndicator());
          }
          return ArticleTile(article: _articles[index]);
        },
      ),
    );
  }
}
