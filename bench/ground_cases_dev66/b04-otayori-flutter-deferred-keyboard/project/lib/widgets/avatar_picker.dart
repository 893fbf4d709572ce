import 'dart:io';

import 'package:flutter/material.dart';
import 'package:flutter/services.dart';
import 'package:image_picker/image_picker.dart';

class AvatarPicker extends StatefulWidget {
  const AvatarPicker({super.key});

  @override
  State<AvatarPicker> createState() => _AvatarPickerState();
}

class _AvatarPickerState extends State<AvatarPicker> {
  final _picker = ImagePicker();
  File? _file;

  Future<void> _pick(ImageSource source) async {
    final XFile? picked;
    try {
      picked = await _picker.pickImage(source: source, maxWidth: 512);
    } on PlatformException catch (e) {
      if (!mounted) return;
      final denied = e.code == 'camera_access_denied' || e.code == 'photo_access_denied';
      ScaffoldMessenger.of(context).showSnackBar(SnackBar(
        content: Text(denied ? '設定アプリでカメラと写真へのアクセスを許可してください' : '画像を読み込めませんでした'),
      ));
      return;
    }
    if (picked == null) return;
    setState(() => _file = File(picked.path));
  }

  @override
  Widget build(BuildContext context) {
    return GestureDetector(
      onTap: () => _pick(ImageSource.camera),
      onLongPress: () => _pick(ImageSource.gallery),
      child: CircleAvatar(
        radius: 48,
        backgroundImage: _file != null ? FileImage(_file!) : null,
        child: _file == null ? const Icon(Icons.camera_alt, size: 32) : null,
      ),
    );
  }
}
