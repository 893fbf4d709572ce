import 'dart:convert';

import 'package:http/http.dart' as http;

class AuthException implements Exception {
  AuthException(this.message);
  final String message;
}

class Profile {
  Profile({required this.name, required this.phone, required this.email});
  final String name;
  final String phone;
  final String email;
}

class AuthService {
  AuthService({http.Client? client}) : _client = client ?? http.Client();

  static const _base = 'https://api.salon.example.jp/v1';
  final http.Client _client;

  Future<void> login(String email, String password) async {
    final res = await _client.post(
      Uri.parse('$_base/sessions'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'email': email, 'password': password}),
    );
    if (res.statusCode != 201) {
      throw AuthException('ログインに失敗しました (${res.statusCode})');
    }
  }

  Future<void> updateProfile(Profile p) async {
    final res = await _client.patch(
      Uri.parse('$_base/me'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'name': p.name, 'phone': p.phone, 'email': p.email}),
    );
    if (res.statusCode != 200) {
      throw AuthException('保存に失敗しました (${res.statusCode})');
    }
  }
}
