import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'search_controller.dart';

class SearchPage extends StatefulWidget {
  const SearchPage({super.key});

  @override
  State<SearchPage> createState() => _SearchPageState();
}

class _SearchPageState extends State<SearchPage> {
  final _scroll = ScrollController();

  @override
  void initState() {
    super.initState();
    _scroll.addListener(() {
      if (_scroll.position.pixels > _scroll.position.maxScrollExtent - 400) {
        context.read<ShopSearchController>().loadMore();
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
    final c = context.watch<ShopSearchController>();
    return Scaffold(
      appBar: AppBar(
        title: TextField(
          decoration: const InputDecoration(hintText: 'Search ramen shops'),
          onChanged: c.onQueryChanged,
        ),
      ),
      body: ListView.builder(
        controller: _scroll,
        itemCount: c.results.length,
        itemBuilder: (_, i) {
          final shop = c.results[i];
          return ListTile(title: Text(shop.name), subtitle: Text(shop.area), trailing: Text(shop.rating.toStringAsFixed(1)));
        },
      ),
    );
  }
}
