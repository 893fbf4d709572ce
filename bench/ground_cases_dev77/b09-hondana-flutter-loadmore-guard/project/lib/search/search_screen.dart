import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'search_controller.dart';

class SearchScreen extends StatefulWidget {
  const SearchScreen({super.key});

  @override
  State<SearchScreen> createState() => _SearchScreenState();
}

class _SearchScreenState extends State<SearchScreen> {
  final _scroll = ScrollController();

  @override
  void initState() {
    super.initState();
    _scroll.addListener(() {
      if (_scroll.position.extentAfter < 400) {
        context.read<BookSearchController>().loadMore();
      }
    });
  }

  @override
  void dispose() {
    _scroll.dispose();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) {
    final c = context.watch<BookSearchController>();
    return Scaffold(
      appBar: AppBar(
        title: TextField(
          decoration: const InputDecoration(hintText: '書名・著者で検索'),
          textInputAction: TextInputAction.search,
          onSubmitted: c.search,
        ),
      ),
      body: ListView.builder(
        controller: _scroll,
        itemCount: c.items.length + (c.hasMore ? 1 : 0),
        itemBuilder: (context, i) {
          if (i == c.items.length) {
            return const Padding(
              padding: EdgeInsets.all(16),
              child: Center(child: CircularProgressIndicator()),
            );
          }
          final b = c.items[i];
          return ListTile(title: Text(b.title), subtitle: Text(b.author), trailing: Text('¥${b.price}'));
        },
      ),
    );
  }
}
