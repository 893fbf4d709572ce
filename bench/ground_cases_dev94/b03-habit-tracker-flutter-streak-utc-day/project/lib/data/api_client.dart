import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/entry.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, this.body);

  final int statusCode;
  final String body;

  @override
  String toString() => 'ApiException($statusCode): $body';
}

class ApiClient {
  ApiClient({required this.baseUrl, http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Future<List<Entry>> fetchEntries({required DateTime since}) async {
    final uri = Uri.parse('$baseUrl/entries').replace(queryParameters: {
      'since': since.toUtc().toIso8601String(),
    });
    final res = await _client.get(uri, headers: {'Accept': 'application/json'});
    if (res.statusCode != 200) throw ApiException(res.statusCode, res.body);
    final list = jsonDecode(utf8.decode(res.bodyBytes)) as List<dynamic>;
    return list.map((e) => Entry.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<Entry> createEntry(Entry entry) async {
    final res = await _client.post(
      Uri.parse('$baseUrl/entries'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode(entry.toJson()),
    );
    if (res.statusCode != 201) throw ApiException(res.statusCode, res.body);
    return Entry.fromJson(jsonDecode(utf8.decode(res.bodyBytes)) as Map<String, dynamic>);
  }
}
