import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/opening_hours.dart';

class Slot {
  final DateTime start;
  final int stylistId;
  final bool free;

  const Slot(this.start, this.stylistId, this.free);
}

class BookingApi {
  final String baseUrl;
  final http.Client _client;

  BookingApi({required this.baseUrl, http.Client? client}) : _client = client ?? http.Client();

  Future<OpeningHours> hours(int salonId) async {
    final res = await _client.get(Uri.parse('$baseUrl/salons/$salonId/hours'));
    return OpeningHours.fromJson(jsonDecode(res.body) as Map<String, dynamic>);
  }

  Future<List<Slot>> slots(int salonId, DateTime day) async {
    final d = '${day.year}-${day.month.toString().padLeft(2, '0')}-${day.day.toString().padLeft(2, '0')}';
    final res = await _client.get(Uri.parse('$baseUrl/salons/$salonId/slots?date=$d'));
    final list = jsonDecode(res.body) as List;
    return list.map((j) => _parseSlot(j as Map<String, dynamic>)).toList();
  }

  Slot _parseSlot(Map<String, dynamic> json) {
    final raw = (json['start'] as String).trim();
    // backend sometimes sends "2024-10-27 02:30:00 +0100"
    final start = DateTime.parse(raw.replaceFirst(' ', 'T').replaceFirst(' ', ''));
    return Slot(start, json['stylist_id'] as int, json['free'] as bool);
  }
}
