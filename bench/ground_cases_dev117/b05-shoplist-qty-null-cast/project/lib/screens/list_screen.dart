import 'package:flutter/material.dart';
import 'package:uuid/uuid.dart';

import '../models/item.dart';
import '../services/storage.dart';

class ListScreen extends StatefulWidget {
  const ListScreen({super.key, required this.storage});

  final StorageService storage;

  @override
  State<ListScreen> createState() => _ListScreenState();
}

class _ListScreenState extends State<ListScreen> {
  final _controller = TextEditingController();
  late List<Item> _items;

  @override
  void initState() {
    super.initState();
    _items = widget.storage.loadItems();
  }

  void _update(List<Item> items) {
    setState(() => _items = items);
    widget.storage.saveItems(items);
  }

  void _setQty(int index, int qty) {
    final next = [..._items];
    next[index] = next[index].copyWith(qty: qty);
    _update(next);
  }

  void _add() {
    final name = _controller.text.trim();
    if (name.isEmpty) return;
    _update([..._items, Item(id: const Uuid().v4(), name: name)]);
    _controller.clear();
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('買い物リスト')),
      body: Column(
        children: [
          Padding(
            padding: const EdgeInsets.all(12),
            child: TextField(
              controller: _controller,
              decoration: const InputDecoration(hintText: '追加するもの'),
              onSubmitted: (_) => _add(),
            ),
          ),
          Expanded(
            child: ReorderableListView.builder(
              itemCount: _items.length,
              onReorder: (oldIndex, newIndex) {
                if (newIndex > oldIndex) newIndex -= 1;
                final next = [..._items];
                next.insert(newIndex, next.removeAt(oldIndex));
                _update(next);
              },
              itemBuilder: (context, index) {
                final item = _items[index];
                return CheckboxListTile(
                  key: ValueKey(item.id),
                  controlAffinity: ListTileControlAffinity.leading,
                  value: item.checked,
                  title: Text(item.qty > 1 ? '${item.name} ×${item.qty}' : item.name),
                  tileColor: item.checked ? Colors.grey.withValues(alpha: 0.15) : null,
                  onChanged: (v) {
                    final next = [..._items];
                    next[index] = item.copyWith(checked: v ?? false);
                    _update(next);
                  },
                  secondary: Row(
                    mainAxisSize: MainAxisSize.min,
                    children: [
                      IconButton(
                        icon: const Icon(Icons.remove),
                        onPressed: item.qty > 1 ? () => _setQty(index, item.qty - 1) : null,
                      ),
                      IconButton(
                        icon: const Icon(Icons.add),
                        onPressed: () => _setQty(index, item.qty + 1),
                      ),
                    ],
                  ),
                );
              },
            ),
          ),
        ],
      ),
    );
  }
}
