import 'package:flutter/material.dart';

import '../models/recipe.dart';
import 'feed_controller.dart';

class FeedPage extends StatefulWidget {
  const FeedPage({super.key, required this.controller});

  final FeedController controller;

  @override
  State<FeedPage> createState() => _FeedPageState();
}

class _FeedPageState extends State<FeedPage> {
  final _scroll = ScrollController();

  FeedController get _controller => widget.controller;

  @override
  void initState() {
    super.initState();
    _scroll.addListener(_onScroll);
    WidgetsBinding.instance.addPostFrameCallback((_) => _controller.loadMore());
  }

  @override
  void dispose() {
    _scroll.dispose();
    super.dispose();
  }

  void _onScroll() {
    if (_scroll.position.extentAfter < 400) {
      _controller.loadMore();
    }
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('きょうの献立')),
      body: AnimatedBuilder(
        animation: _controller,
        builder: (context, _) {
          final items = _controller.items;
          if (items.isEmpty && _controller.status == FeedStatus.done) {
            return RefreshIndicator(
              onRefresh: _controller.refresh,
              child: ListView(
                physics: const AlwaysScrollableScrollPhysics(),
                children: const [
                  SizedBox(height: 160),
                  Center(child: Text('レシピがありません')),
                ],
              ),
            );
          }
          return RefreshIndicator(
            onRefresh: _controller.refresh,
            child: ListView.builder(
              controller: _scroll,
              physics: const AlwaysScrollableScrollPhysics(),
              itemCount: items.length + 1,
              itemBuilder: (context, i) => i < items.length ? _RecipeTile(items[i]) : _footer(),
            ),
          );
        },
      ),
    );
  }

  Widget _footer() {
    switch (_controller.status) {
      case FeedStatus.loading:
        return const Padding(
          padding: EdgeInsets.all(24),
          child: Center(child: CircularProgressIndicator()),
        );
      case FeedStatus.error:
        return Padding(
          padding: const EdgeInsets.all(24),
          child: Column(
            children: [
              const Text('読み込みに失敗しました'),
              TextButton(onPressed: _controller.loadMore, child: const Text('再読み込み')),
            ],
          ),
        );
      case FeedStatus.idle:
      case FeedStatus.done:
        return const SizedBox(height: 48);
    }
  }
}

class _RecipeTile extends StatelessWidget {
  const _RecipeTile(this.recipe);

  final Recipe recipe;

  @override
  Widget build(BuildContext context) {
    return ListTile(
      title: Text(recipe.title),
      subtitle: Text('${recipe.minutes}分 ${recipe.tags.map((t) => '#$t').join(' ')}'),
    );
  }
}
