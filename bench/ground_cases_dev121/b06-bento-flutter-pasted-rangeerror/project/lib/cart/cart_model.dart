import 'package:flutter/foundation.dart';

@immutable
class MenuItem {
  const MenuItem({required this.id, required this.name, required this.price});

  final String id;
  final String name;
  final int price;
}

class CartLine {
  CartLine(this.item, [this.quantity = 1]);

  final MenuItem item;
  int quantity;

  String get name => item.name;
  int get subtotal => item.price * quantity;
}

class CartModel extends ChangeNotifier {
  final List<CartLine> _items = [];

  List<CartLine> get items => List.unmodifiable(_items);

  int get total => _items.fold(0, (sum, line) => sum + line.subtotal);

  void add(MenuItem item) {
    final existing = _items.where((l) => l.item.id == item.id);
    if (existing.isNotEmpty) {
      existing.first.quantity++;
    } else {
      _items.add(CartLine(item));
    }
    notifyListeners();
  }

  void increment(int index) {
    _items[index].quantity++;
    notifyListeners();
  }

  void decrement(int index) {
    final line = _items[index];
    if (line.quantity <= 1) {
      _items.removeAt(index);
    } else {
      line.quantity--;
    }
    notifyListeners();
  }

  void removeAt(int index) {
    _items.removeAt(index);
    notifyListeners();
  }

  void clear() {
    _items.clear();
    notifyListeners();
  }
}
