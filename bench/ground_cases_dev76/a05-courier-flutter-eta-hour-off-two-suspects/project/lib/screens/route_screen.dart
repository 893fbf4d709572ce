import 'package:flutter/material.dart';

import '../api/tracking_api.dart';
import '../models/stop.dart';
import '../widgets/eta_label.dart';

class RouteScreen extends StatefulWidget {
  const RouteScreen({super.key, required this.api, this.driverId = 'me'});

  final TrackingApi api;
  final String driverId;

  @override
  State<RouteScreen> createState() => _RouteScreenState();
}

class _RouteScreenState extends State<RouteScreen> {
  late Future<List<Stop>> _stops;

  @override
  void initState() {
    super.initState();
    _stops = widget.api.todaysStops(widget.driverId);
  }

  Future<void> _reload() async {
    final next = widget.api.todaysStops(widget.driverId);
    setState(() => _stops = next);
    await next;
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text("Today's stops")),
      body: FutureBuilder<List<Stop>>(
        future: _stops,
        builder: (context, snap) {
          if (snap.hasError) return Center(child: Text('Could not load route: ${snap.error}'));
          if (!snap.hasData) return const Center(child: CircularProgressIndicator());
          final stops = snap.data!;
          return RefreshIndicator(
            onRefresh: _reload,
            child: ListView.separated(
            physics: const AlwaysScrollableScrollPhysics(),
            itemCount: stops.length,
            separatorBuilder: (_, __) => const Divider(height: 1),
            itemBuilder: (context, i) {
              final s = stops[i];
              return ListTile(
                title: Text(s.address),
                subtitle: EtaLabel(eta: s.eta, windowEnd: s.windowEnd),
                trailing: s.isDone ? const Icon(Icons.check_circle) : null,
              );
            },
          ),
          );
        },
      ),
    );
  }
}
