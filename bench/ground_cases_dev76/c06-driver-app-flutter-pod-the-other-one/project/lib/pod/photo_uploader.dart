import 'dart:io';

import 'package:flutter/foundation.dart';
import 'package:http/http.dart' as http;

import 'pod_models.dart';

/// 上传签收照片到 POD 服务。
class PhotoUploader {
  PhotoUploader(this._client, this._baseUrl);

  final http.Client _client;
  final String _baseUrl;

  static const _timeout = Duration(seconds: 20);

  Future<void> upload(PodPhoto photo, {required void Function(String podId) onDone}) async {
    try {
      final req = http.MultipartRequest('POST', Uri.parse('$_baseUrl/pod/${photo.podId}/photos'))
        ..fields['taken_at'] = photo.takenAt.toUtc().toIso8601String()
        ..fields['lat'] = photo.lat.toStringAsFixed(6)
        ..fields['lng'] = photo.lng.toStringAsFixed(6)
        ..files.add(await http.MultipartFile.fromPath('photo', photo.path));
      final res = await _client.send(req).timeout(_timeout);
      if (res.statusCode >= 400) {
        throw HttpException('POD upload failed: ${res.statusCode}');
      }
    } catch (e) {
      debugPrint('POD upload error: $e');
    }
    onDone(photo.podId);
  }

  Future<bool> ping() async {
    try {
      final res = await _client.get(Uri.parse('$_baseUrl/health')).timeout(const Duration(seconds: 3));
      return res.statusCode == 200;
    } catch (_) {
      return false;
    }
  }
}
