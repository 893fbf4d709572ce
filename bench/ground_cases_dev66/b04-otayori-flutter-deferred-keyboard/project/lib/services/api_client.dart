import 'dart:convert';

import 'package:http/http.dart' as http;

class ApiException implements Exception {
  ApiException(this.code, [this.message]);
  final int code;
  final String? message;
}

class User {
  User(this.name, this.email);
  final String name;
  final String email;
}

class ApiClient {
  ApiClient._();
  static final instance = ApiClient._();

  static const _base = 'https://api.otayori.example.jp';
  String? _token;
  User? currentUser;

  Future<void> login(String email, String password) async {
    final res = await http.post(Uri.parse('$_base/login'),
        body: jsonEncode({'email': email, 'password': password}),
        headers: {'content-type': 'application/json'});
    if (res.statusCode != 200) throw ApiException(res.statusCode);
    final json = jsonDecode(res.body) as Map<String, dynamic>;
    _token = json['token'] as String;
    currentUser = User(json['name'] as String, email);
  }

  Future<void> sendInquiry({required String subject, required String body}) async {
    final res = await http.post(Uri.parse('$_base/inquiries'),
        body: jsonEncode({'subject': subject, 'body': body}),
        headers: {'content-type': 'application/json', 'authorization': 'Bearer $_token'});
    if (res.statusCode != 201) throw ApiException(res.statusCode);
  }
}
