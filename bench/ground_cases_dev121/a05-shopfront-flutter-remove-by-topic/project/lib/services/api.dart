import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/cart.dart';

/// Set with `flutter build apk --dart-define=API_URL=https://api.example.com`.
const baseUrl = String.fromEnvironment('API_URL', defaultValue: 'http://10.0.2.2:8080');

class Api {
  Api({http.Client? client}) : _client = client ?? http.Client();

  final http.Client _client;

  Future<String> checkout(Cart cart) async {
    final body = jsonEncode({
      'items': [
        for (final i in cart.items) {'productId': i.productId, 'quantity': i.quantity},
      ],
      'discountCode': cart.discountCode,
    });
    final res = await _client.post(
      Uri.parse('$baseUrl/checkout'),
      headers: {'Content-Type': 'application/json'},
      body: body,
    );
    if (res.statusCode != 201) {
      throw Exception('checkout failed: ${res.statusCode}');
    }
    return (jsonDecode(res.body) as Map<String, dynamic>)['orderId'] as String;
  }
}
