import 'package:flutter/foundation.dart';

class CartLine {
  CartLine({required this.sku, required this.name, required this.unitPrice, this.quantity = 1});

  final String sku;
  final String name;
  final int unitPrice; // yen
  int quantity;

  int get total => unitPrice * quantity;
}

class Cart extends ChangeNotifier {
  final List<CartLine> _lines = [];

  List<CartLine> get lines => List.unmodifiable(_lines);

  int get itemCount => _lines.fold(0, (n, l) => n + l.quantity);

  double get subtotal => _lines.fold(0, (s, l) => s + l.total);

  void add(CartLine line) {
    final existing = _lines.where((l) => l.sku == line.sku);
    if (existing.isNotEmpty) {
      existing.first.quantity += line.quantity;
    } else {
      _lines.add(line);
    }
    notifyListeners();
  }

  void remove(String sku) {
    _lines.removeWhere((l) => l.sku == sku);
    notifyListeners();
  }
}
