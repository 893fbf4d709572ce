import 'package:flutter/material.dart';
import 'package:geolocator/geolocator.dart';
import 'package:image_picker/image_picker.dart';

import 'photo_uploader.dart';
import 'pod_models.dart';

/// 签收拍照页：骑手送达后拍一张门口/收件人照片作为签收凭证（POD）。
class PodCaptureScreen extends StatefulWidget {
  const PodCaptureScreen({super.key, required this.podId, required this.uploader});

  final String podId;
  final PhotoUploader uploader;

  @override
  State<PodCaptureScreen> createState() => _PodCaptureScreenState();
}

class _PodCaptureScreenState extends State<PodCaptureScreen> {
  final _picker = ImagePicker();
  bool _busy = false;
  String? _status;

  Future<void> _takePhoto() async {
    setState(() => _busy = true);
    final shot = await _picker.pickImage(
      source: ImageSource.camera,
      maxWidth: 1600,
      imageQuality: 80,
    );
    if (shot == null) {
      setState(() => _busy = false);
      return;
    }
    final pos = await Geolocator.getCurrentPosition();
    final photo = PodPhoto(
      podId: widget.podId,
      path: shot.path,
      takenAt: DateTime.now(),
      lat: pos.latitude,
      lng: pos.longitude,
    );
    await widget.uploader.upload(photo, onDone: (id) {
      setState(() {
        _busy = false;
        _status = '已上传';
      });
    });
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('签收拍照')),
      body: Center(
        child: Column(
          mainAxisSize: MainAxisSize.min,
          children: [
            if (_status != null) Text(_status!),
            const SizedBox(height: 16),
            FilledButton.icon(
              onPressed: _busy ? null : _takePhoto,
              icon: const Icon(Icons.photo_camera),
              label: const Text('拍照签收'),
            ),
          ],
        ),
      ),
    );
  }
}
