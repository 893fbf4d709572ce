import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/workout.dart';

class WorkoutApi {
  WorkoutApi({required this.baseUrl, required this.token, http.Client? client})
      : _client = client ?? http.Client();

  final String baseUrl;
  final String token;
  final http.Client _client;

  Map<String, String> get _headers => {
        'Authorization': 'Bearer $token',
        'Accept': 'application/json',
      };

  Future<List<Workout>> fetchWorkouts({int limit = 50}) async {
    final res = await _client.get(Uri.parse('$baseUrl/v1/workouts?limit=$limit'), headers: _headers);
    if (res.statusCode != 200) {
      throw WorkoutApiException(res.statusCode, res.body);
    }
    final body = jsonDecode(res.body) as Map<String, dynamic>;
    final list = (body['items'] as List<dynamic>? ?? const []);
    return list.map((e) => Workout.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<void> deleteWorkout(String id) async {
    final res = await _client.delete(Uri.parse('$baseUrl/v1/workouts/$id'), headers: _headers);
    if (res.statusCode != 204) {
      throw WorkoutApiException(res.statusCode, res.body);
    }
  }
}

class WorkoutApiException implements Exception {
  WorkoutApiException(this.statusCode, this.body);
  final int statusCode;
  final String body;

  @override
  String toString() => 'WorkoutApiException($statusCode)';
}
