import 'package:flutter/material.dart';
import 'package:google_maps_flutter/google_maps_flutter.dart';
import 'package:provider/provider.dart';

import '../route/route_store.dart';

class RouteMapPage extends StatelessWidget {
  const RouteMapPage({super.key});

  static const _initial = CameraPosition(target: LatLng(35.6620, 139.7040), zoom: 14);

  @override
  Widget build(BuildContext context) {
    final store = context.watch<RouteStore>();
    return Scaffold(
      appBar: AppBar(title: const Text('今日のルート')),
      body: GoogleMap(
        initialCameraPosition: _initial,
        myLocationEnabled: true,
        markers: store.stops.map(_marker).toSet(),
      ),
    );
  }

  Marker _marker(Stop stop) {
    return Marker(
      markerId: MarkerId(stop.id),
      position: LatLng(stop.lat, stop.lng),
      infoWindow: InfoWindow(title: stop.name, snippet: stop.delivered ? '配達済み' : null),
      icon: stop.delivered
          ? BitmapDescriptor.defaultMarkerWithHue(BitmapDescriptor.hueAzure)
          : BitmapDescriptor.defaultMarkerWithHue(BitmapDescriptor.hueRed),
      alpha: stop.delivered ? 0.5 : 1.0,
    );
  }
}
