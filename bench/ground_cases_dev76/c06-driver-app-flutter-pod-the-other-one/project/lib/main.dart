import 'package:flutter/material.dart';
import 'package:http/http.dart' as http;

import 'pod/photo_uploader.dart';
import 'pod/pod_capture_screen.dart';

const apiBase = String.fromEnvironment('API_BASE', defaultValue: 'https://rider-api.example.cn');

void main() {
  runApp(const RiderApp());
}

class RiderApp extends StatelessWidget {
  const RiderApp({super.key});

  @override
  Widget build(BuildContext context) {
    final uploader = PhotoUploader(http.Client(), apiBase);
    return MaterialApp(
      title: '骑手端',
      debugShowCheckedModeBanner: false,
      theme: ThemeData(colorSchemeSeed: Colors.orange, useMaterial3: true),
      home: PodCaptureScreen(podId: 'demo', uploader: uploader),
    );
  }
}
