import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/order.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, this.body);

  final int statusCode;
  final String body;

  @override
  String toString() => 'ApiException($statusCode): $body';
}

class OrderApi {
  OrderApi({required this.baseUrl, http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Future<List<Order>> listOrders({String? status}) async {
    final uri = Uri.parse('$baseUrl/orders').replace(queryParameters: {if (status != null) 'status': status});
    final res = await _client.get(uri).timeout(const Duration(seconds: 10));
    _check(res);
    final data = jsonDecode(res.body) as List;
    return data.map((e) => Order.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<Order> fetchOrder(String id) async {
    final res = await _client.get(Uri.parse('$baseUrl/orders/$id')).timeout(const Duration(seconds: 10));
    _check(res);
    return Order.fromJson(jsonDecode(res.body) as Map<String, dynamic>);
  }

  Future<void> cancelOrder(String id) async {
    final res = await _client.post(Uri.parse('$baseUrl/orders/$id/cancel'));
    _check(res);
  }

  void _check(http.Response res) {
    if (res.statusCode >= 400) {
      throw ApiException(res.statusCode, res.body);
    }
  }
}
