import 'dart:convert';

import 'package:http/http.dart' as http;

class ApiClient {
  ApiClient({required this.baseUrl, http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Future<List<dynamic>> getList(String path, Map<String, String> query) async {
    final uri = Uri.parse('$baseUrl$path').replace(queryParameters: query);
    final res = await _client.get(uri);
    if (res.statusCode != 200) {
      throw http.ClientException('GET $path failed: ${res.statusCode}', uri);
    }
    return jsonDecode(res.body) as List<dynamic>;
  }
}
