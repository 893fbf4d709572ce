import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:fitness_app/models/workout.dart';
import 'package:fitness_app/widgets/workout_card.dart';

Workout sample({int minutes = 45}) => Workout(
      id: 'w1',
      title: 'Leg day',
      startedAt: DateTime(2025, 3, 12, 18, 30),
      durationMinutes: minutes,
      calories: 420,
    );

Widget host(Widget child) => MaterialApp(home: Scaffold(body: child));

void main() {
  testWidgets('shows the title and calories', (tester) async {
    await tester.pumpWidget(host(WorkoutCard(workout: sample())));
    expect(find.text('Leg day'), findsOneWidget);
    expect(find.text('420 kcal'), findsOneWidget);
  });

  testWidgets('calls onTap', (tester) async {
    var tapped = false;
    await tester.pumpWidget(host(WorkoutCard(workout: sample(), onTap: () => tapped = true)));
    await tester.tap(find.byType(InkWell));
    expect(tapped, isTrue);
  });

  testWidgets('shows the duration', (tester) async {
    await tester.pumpWidget(host(WorkoutCard(workout: sample(minutes: 90))));
    expect(find.text('1h 30m'), findsOneWidget);
  });

  test('formatDuration', () {
    expect(formatDuration(0), '0m');
    expect(formatDuration(45), '45m');
    expect(formatDuration(60), '1h');
    expect(formatDuration(90), '1h 30m');
    expect(formatDuration(125), '2h 5m');
  });
}
