import 'package:dio/dio.dart';
import 'package:flutter/foundation.dart';

class OrderSummary {
  final String id;
  final String title;
  final double amount;
  final DateTime createdAt;

  const OrderSummary({required this.id, required this.title, required this.amount, required this.createdAt});

  factory OrderSummary.fromJson(Map<String, dynamic> json) => OrderSummary(
        id: json['id'] as String,
        title: json['title'] as String,
        amount: (json['amount'] as num).toDouble(),
        createdAt: DateTime.parse(json['created_at'] as String).toLocal(),
      );
}

class OrderStore extends ChangeNotifier {
  OrderStore(this._dio);

  final Dio _dio;
  List<OrderSummary> _orders = const [];
  bool loading = false;

  List<OrderSummary> get orders => _orders;

  Future<void> refresh() async {
    loading = true;
    notifyListeners();
    try {
      final res = await _dio.get<List<dynamic>>('/orders');
      _orders = (res.data ?? const []).map((e) => OrderSummary.fromJson(e as Map<String, dynamic>)).toList();
    } finally {
      loading = false;
      notifyListeners();
    }
  }
}
