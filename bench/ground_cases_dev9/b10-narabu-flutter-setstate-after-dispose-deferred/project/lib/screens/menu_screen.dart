import 'package:flutter/material.dart';

import '../api/narabu_api.dart';

class MenuScreen extends StatefulWidget {
  const MenuScreen({super.key, required this.storeId});

  final String storeId;

  @override
  State<MenuScreen> createState() => _MenuScreenState();
}

class _MenuScreenState extends State<MenuScreen> {
  List<Map<String, dynamic>> _items = const [];
  bool _loading = true;

  @override
  void initState() {
    super.initState();
    _load();
  }

  Future<void> _load() async {
    final json = await NarabuApi.instance.fetchMenu(widget.storeId);
    if (!mounted) return;
    setState(() {
      _items = (json['items'] as List).cast<Map<String, dynamic>>();
      _loading = false;
    });
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('メニュー')),
      body: _loading
          ? const Center(child: CircularProgressIndicator())
          : ListView(
              children: [
                for (final item in _items)
                  ListTile(
                    title: Text(item['name'] as String),
                    trailing: Text('¥${item['price']}'),
                  ),
              ],
            ),
    );
  }
}
