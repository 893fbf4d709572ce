import 'dart:io';

import 'package:flutter_test/flutter_test.dart';
import 'package:image/image.dart' as img;

import 'package:fieldnotes/services/upload_service.dart';

void main() {
  test('shrinkForUpload keeps small images as they are', () async {
    final dir = await Directory.systemTemp.createTemp();
    final file = File('${dir.path}/small.jpg')
      ..writeAsBytesSync(img.encodeJpg(img.Image(width: 640, height: 480)));
    final out = await shrinkForUpload(file);
    final decoded = img.decodeJpg(out.readAsBytesSync())!;
    expect(decoded.width, 640);
  });

  test('shrinkForUpload caps the long side', () async {
    final dir = await Directory.systemTemp.createTemp();
    final file = File('${dir.path}/big.jpg')
      ..writeAsBytesSync(img.encodeJpg(img.Image(width: 4000, height: 3000)));
    final out = await shrinkForUpload(file);
    final decoded = img.decodeJpg(out.readAsBytesSync())!;
    expect(decoded.width, 2048);
    expect(decoded.height, 1536);
  });
}
