import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/message.dart';

class ApiClient {
  ApiClient(this.baseUrl, {http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  static const _timeout = Duration(seconds: 15);

  Future<List<Message>> fetchMessages({int page = 1}) async {
    final res = await _client
        .get(Uri.parse('$baseUrl/messages?page=$page'))
        .timeout(_timeout);
    if (res.statusCode != 200) {
      throw http.ClientException('GET /messages ${res.statusCode}', res.request?.url);
    }
    final body = jsonDecode(utf8.decode(res.bodyBytes)) as Map<String, dynamic>;
    return (body['items'] as List)
        .cast<Map<String, dynamic>>()
        .map(Message.fromJson)
        .toList();
  }
}
