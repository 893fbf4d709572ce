import 'package:flutter/material.dart';
import 'package:intl/intl.dart';
import 'package:provider/provider.dart';

import '../api/booking_api.dart';
import 'full_badge.dart';

class SlotPicker extends StatefulWidget {
  final int salonId;

  const SlotPicker({super.key, required this.salonId});

  @override
  State<SlotPicker> createState() => _SlotPickerState();
}

class _SlotPickerState extends State<SlotPicker> {
  DateTime _day = DateTime.now();
  late Future<List<Slot>> _slots;

  @override
  void initState() {
    super.initState();
    _load();
  }

  void _load() {
    _slots = context.read<BookingApi>().slots(widget.salonId, _day);
  }

  @override
  Widget build(BuildContext context) {
    return FutureBuilder<List<Slot>>(
      future: _slots,
      builder: (context, snap) {
        if (!snap.hasData) {
          return const Center(child: CircularProgressIndicator());
        }
        final slots = snap.data!;
        if (slots.every((s) => !s.free)) {
          return const FullBadge();
        }
        return Wrap(
          spacing: 8,
          children: [
            for (final s in slots)
              OutlinedButton(
                style: OutlinedButton.styleFrom(foregroundColor: Theme.of(context).colorScheme.primary),
                onPressed: s.free ? () => Navigator.pop(context, s) : null,
                child: Text(DateFormat.Hm().format(s.start.toLocal())),
              ),
          ],
        );
      },
    );
  }
}
