import 'dart:io';
import 'dart:isolate';

import 'package:dio/dio.dart';
import 'package:image/image.dart' as img;

import '../api/client.dart';
import '../models/photo.dart';

typedef ProgressCallback = void Function(double fraction);

const int maxLongSide = 2048;

/// Downscales [file] so its long side is at most [maxLongSide] and re-encodes it as JPEG.
Future<File> shrinkForUpload(File file) async {
  final bytes = await file.readAsBytes();
  final out = await Isolate.run(() {
    final decoded = img.decodeImage(bytes);
    if (decoded == null) return bytes;
    if (decoded.width <= maxLongSide && decoded.height <= maxLongSide) return bytes;
    final resized = decoded.width >= decoded.height
        ? img.copyResize(decoded, width: maxLongSide)
        : img.copyResize(decoded, height: maxLongSide);
    return img.encodeJpg(resized, quality: 82);
  });
  final target = File('${file.parent.path}/upload_${file.uri.pathSegments.last}');
  return target.writeAsBytes(out, flush: true);
}

class UploadService {
  UploadService(this._api);

  final ApiClient _api;

  Future<UploadedPhoto> uploadPhoto(File file, String inspectionId, {ProgressCallback? onProgress}) async {
    final small = await shrinkForUpload(file);
    final form = FormData.fromMap({
      'inspection_id': inspectionId,
      'photo': await MultipartFile.fromFile(small.path, filename: file.uri.pathSegments.last),
    });
    final res = await _api.dio.post<Map<String, dynamic>>(
      '/v2/photos',
      data: form,
      onSendProgress: (sent, total) {
        if (total > 0) onProgress?.call(sent / total);
      },
    );
    onProgress?.call(1.0);
    return UploadedPhoto.fromJson(res.data!);
  }
}
