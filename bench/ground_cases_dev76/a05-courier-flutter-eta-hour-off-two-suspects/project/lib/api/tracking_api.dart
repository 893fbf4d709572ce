import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/stop.dart';

class TrackingApi {
  TrackingApi({required this.baseUrl, http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Future<List<Stop>> todaysStops(String driverId) async {
    final res = await _client.get(Uri.parse('$baseUrl/drivers/$driverId/route/today'));
    if (res.statusCode != 200) {
      throw TrackingApiException(res.statusCode, res.body);
    }
    final body = jsonDecode(res.body) as Map<String, dynamic>;
    return (body['stops'] as List).cast<Map<String, dynamic>>().map(Stop.fromJson).toList();
  }

  Future<void> markDelivered(String stopId) async {
    final res = await _client.post(Uri.parse('$baseUrl/stops/$stopId/delivered'));
    if (res.statusCode >= 300) {
      throw TrackingApiException(res.statusCode, res.body);
    }
  }
}

class TrackingApiException implements Exception {
  TrackingApiException(this.status, this.body);
  final int status;
  final String body;

  @override
  String toString() => 'TrackingApiException($status): $body';
}
