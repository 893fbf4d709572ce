import 'dart:convert';

import 'package:http/http.dart' as http;

class Api {
  Api._();

  static final instance = Api._();
  static const _base = 'https://api.tsumiki.example';

  String? _token;
  String? get token => _token;

  Future<void> login(String email, String password) async {
    final res = await http.post(
      Uri.parse('$_base/login'),
      headers: {'content-type': 'application/json'},
      body: jsonEncode({'email': email, 'password': password}),
    );
    if (res.statusCode != 200) {
      throw Exception('login failed: ${res.statusCode}');
    }
    _token = (jsonDecode(res.body) as Map<String, dynamic>)['token'] as String;
  }
}
