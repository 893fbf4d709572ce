import 'package:flutter_test/flutter_test.dart';
import 'package:tiantian_fitness/features/workouts/workout_card.dart';

void main() {
  test('under an hour', () {
    expect(formatDuration(const Duration(minutes: 45)), '45分');
  });

  test('hours and minutes', () {
    expect(formatDuration(const Duration(minutes: 65)), '1小时5分');
  });

  test('whole hours', () {
    expect(formatDuration(const Duration(hours: 2)), '2小时');
  });

  test('seconds are dropped', () {
    expect(formatDuration(const Duration(minutes: 30, seconds: 59)), '30分');
  });
}
