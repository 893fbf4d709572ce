import 'package:flutter/foundation.dart';

class Product {
  final String id;
  final String name;
  final int priceCents;

  const Product({required this.id, required this.name, required this.priceCents});
}

class CartItem {
  final Product product;
  int quantity;

  CartItem(this.product, {this.quantity = 1});

  int get totalCents => product.priceCents * quantity;
}

class Cart extends ChangeNotifier {
  final List<CartItem> _items = [];

  List<CartItem> get items => List.unmodifiable(_items);

  int get count => _items.fold(0, (sum, item) => sum + item.quantity);

  int get totalCents => _items.fold(0, (sum, item) => sum + item.totalCents);

  void add(Product product) {
    final existing = _items.where((i) => i.product.id == product.id);
    if (existing.isNotEmpty) {
      existing.first.quantity++;
    } else {
      _items.add(CartItem(product));
    }
    notifyListeners();
  }

  void clear() {
    _items.clear();
    notifyListeners();
  }

  void removeItem(String productId) {
    _items.remove(productId);
    notifyListeners();
  }

  void setQuantity(String productId, int quantity) {
    final item = _items.firstWhere((i) => i.product.id == productId);
    if (quantity <= 0) {
      removeItem(productId);
      return;
    }
    item.quantity = quantity;
    notifyListeners();
  }
}
