import 'package:flutter/material.dart';

import '../state/list_controller.dart';

class ListScreen extends StatefulWidget {
  const ListScreen({super.key, required this.controller});

  final ListController controller;

  @override
  State<ListScreen> createState() => _ListScreenState();
}

class _ListScreenState extends State<ListScreen> {
  final _input = TextEditingController();

  @override
  void initState() {
    super.initState();
    widget.controller.load();
  }

  @override
  void dispose() {
    _input.dispose();
    super.dispose();
  }

  void _submit() {
    widget.controller.add(_input.text);
    _input.clear();
  }

  @override
  Widget build(BuildContext context) {
    return ListenableBuilder(
      listenable: widget.controller,
      builder: (context, _) {
        final items = widget.controller.items;
        return Scaffold(
          appBar: AppBar(
            title: const Text('Pantry'),
            actions: [
              IconButton(
                tooltip: 'Clear checked',
                icon: const Icon(Icons.playlist_remove),
                onPressed: items.any((i) => i.checked) ? widget.controller.clearChecked : null,
              ),
            ],
          ),
          body: RefreshIndicator(
            onRefresh: widget.controller.load,
            child: ListView.builder(
              physics: const AlwaysScrollableScrollPhysics(),
              itemCount: items.length,
              itemBuilder: (context, index) {
                final item = items[index];
                return CheckboxListTile(
                  key: ValueKey(item.id),
                  value: item.checked,
                  title: Text(item.name),
                  onChanged: (_) => widget.controller.toggle(item),
                );
              },
            ),
          ),
          bottomNavigationBar: SafeArea(
            child: Padding(
              padding: const EdgeInsets.fromLTRB(16, 8, 16, 8),
              child: TextField(
                controller: _input,
                decoration: const InputDecoration(hintText: 'Add an item'),
                textInputAction: TextInputAction.done,
                onSubmitted: (_) => _submit(),
              ),
            ),
          ),
        );
      },
    );
  }
}
