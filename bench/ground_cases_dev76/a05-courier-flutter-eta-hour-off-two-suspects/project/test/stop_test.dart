import 'package:courier_driver/models/stop.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  test('parses a stop', () {
    final s = Stop.fromJson({
      'id': 'st_1',
      'address': '120 Monument Cir, Indianapolis',
      'eta': '2025-11-05T19:30:00Z',
      'window_end': '2025-11-05T20:00:00Z',
      'status': 'pending',
    });
    expect(s.eta, DateTime.utc(2025, 11, 5, 19, 30));
    expect(s.isDone, isFalse);
  });

  test('delivered and failed stops are done', () {
    final base = {'id': 'x', 'address': 'a', 'eta': '2025-11-05T19:30:00Z', 'window_end': '2025-11-05T20:00:00Z'};
    expect(Stop.fromJson({...base, 'status': 'delivered'}).isDone, isTrue);
    expect(Stop.fromJson({...base, 'status': 'failed'}).isDone, isTrue);
  });
}
