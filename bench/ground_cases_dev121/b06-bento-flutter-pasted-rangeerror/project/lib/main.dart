import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'cart/cart_model.dart';
import 'cart/cart_page.dart';

void main() {
  runApp(
    ChangeNotifierProvider(
      create: (_) => CartModel()
        ..add(const MenuItem(id: 'karaage', name: '唐揚げ弁当', price: 680))
        ..add(const MenuItem(id: 'saba', name: '鯖の塩焼き弁当', price: 720)),
      child: const BentoApp(),
    ),
  );
}

class BentoApp extends StatelessWidget {
  const BentoApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'お弁当注文',
      theme: ThemeData(colorSchemeSeed: Colors.orange, useMaterial3: true),
      home: const CartPage(),
    );
  }
}
