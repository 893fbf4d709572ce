import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

/// "ETA 2:35 PM" under each stop, in the driver's wall-clock time.
class EtaLabel extends StatelessWidget {
  const EtaLabel({super.key, required this.eta, required this.windowEnd});

  final DateTime eta;
  final DateTime windowEnd;

  static final _fmt = DateFormat.jm();

  String get text {
    final offset = DateTime.now().timeZoneOffset;
    final local = eta.toUtc().add(offset);
    return 'ETA ${_fmt.format(local)}';
  }

  bool get late => eta.isAfter(windowEnd);

  @override
  Widget build(BuildContext context) {
    final color = late ? Theme.of(context).colorScheme.error : null;
    return Text(text, style: TextStyle(color: color, fontWeight: FontWeight.w600));
  }
}
