import 'package:flutter/material.dart';
import 'package:go_router/go_router.dart';

class _Featured {
  const _Featured(this.id, this.name, this.price);

  final String id;
  final String name;
  final int price;
}

const _featured = [
  _Featured('1042', '有機トマト 1kg', 980),
  _Featured('2210', '朝採れとうもろこし 3本', 760),
  _Featured('3307', '天日干し米 5kg', 3200),
];

class HomeScreen extends StatelessWidget {
  const HomeScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('ショップ')),
      body: ListView.separated(
        itemCount: _featured.length,
        separatorBuilder: (_, __) => const Divider(height: 1),
        itemBuilder: (context, i) {
          final item = _featured[i];
          return ListTile(
            title: Text(item.name),
            trailing: Text('¥${item.price}'),
            onTap: () => context.go('/item/${item.id}'),
          );
        },
      ),
    );
  }
}
