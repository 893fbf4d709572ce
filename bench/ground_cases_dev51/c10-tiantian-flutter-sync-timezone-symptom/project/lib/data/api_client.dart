import 'dart:convert';

import 'package:http/http.dart' as http;

import 'workout.dart';

class ApiClient {
  ApiClient(this._token, {http.Client? client}) : _http = client ?? http.Client();

  static const _base = 'https://api.tiantian.fit/v1';
  final String _token;
  final http.Client _http;

  Map<String, String> get _headers => {
        'Authorization': 'Bearer $_token',
        'Content-Type': 'application/json',
      };

  /// 上传一批训练记录。服务端按请求体逐条 INSERT（历史原因，没有按 id 去重）。
  Future<void> pushWorkouts(List<Workout> workouts) async {
    if (workouts.isEmpty) return;
    final res = await _http.post(
      Uri.parse('$_base/workouts/batch'),
      headers: _headers,
      body: jsonEncode(workouts.map((w) => w.toJson()).toList()),
    );
    if (res.statusCode != 200) {
      throw Exception('push failed: ${res.statusCode} ${res.body}');
    }
  }

  Future<List<Map<String, dynamic>>> pullWorkouts(DateTime since) async {
    final uri = Uri.parse('$_base/workouts').replace(queryParameters: {'since': since.toUtc().toIso8601String()});
    final res = await _http.get(uri, headers: _headers);
    if (res.statusCode != 200) {
      throw Exception('pull failed: ${res.statusCode}');
    }
    return (jsonDecode(res.body) as List).cast<Map<String, dynamic>>();
  }
}
