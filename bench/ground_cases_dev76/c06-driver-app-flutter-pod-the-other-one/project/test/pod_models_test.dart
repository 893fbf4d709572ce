import 'package:flutter_test/flutter_test.dart';
import 'package:rider_app/pod/pod_models.dart';

void main() {
  test('PodPhoto round-trips through json', () {
    final photo = PodPhoto(
      podId: 'P1001',
      path: '/tmp/a.jpg',
      takenAt: DateTime.utc(2025, 11, 9, 3, 20),
      lat: 31.2304,
      lng: 121.4737,
    );
    final back = PodPhoto.fromJson(photo.toJson());
    expect(back.podId, 'P1001');
    expect(back.takenAt, DateTime.utc(2025, 11, 9, 3, 20));
    expect(back.lat, closeTo(31.2304, 1e-9));
  });
}
