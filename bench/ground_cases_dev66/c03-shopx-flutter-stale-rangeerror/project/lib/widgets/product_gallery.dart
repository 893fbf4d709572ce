import 'package:cached_network_image/cached_network_image.dart';
import 'package:flutter/material.dart';

class ProductGallery extends StatefulWidget {
  const ProductGallery({super.key, required this.images, this.height = 320});

  final List<String> images;
  final double height;

  @override
  State<ProductGallery> createState() => _ProductGalleryState();
}

class _ProductGalleryState extends State<ProductGallery> {
  final _controller = PageController();
  int _current = 0;

  @override
  void dispose() {
    _controller.dispose();
    super.dispose();
  }

  void _onPageChanged(int index) {
    setState(() => _current = index);
  }

  @override
  Widget build(BuildContext context) {
    final placeholder = Theme.of(context).colorScheme.surfaceContainerHighest;

    if (widget.images.isEmpty) {
      return Container(
        height: widget.height,
        color: placeholder,
        alignment: Alignment.center,
        child: const Icon(Icons.image_not_supported_outlined, size: 48),
      );
    }
    return Column(
      children: [
        SizedBox(
          height: widget.height,
          child: PageView.builder(
            controller: _controller,
            itemCount: widget.images.length,
            onPageChanged: _onPageChanged,
            itemBuilder: (context, i) => CachedNetworkImage(
              imageUrl: widget.images[i],
              fit: BoxFit.cover,
              placeholder: (context, url) => Container(color: placeholder),
            ),
          ),
        ),
        const SizedBox(height: 8),
        _Dots(count: widget.images.length, current: _current),
        _Caption(url: widget.images[_current]),
      ],
    );
  }
}

class _Dots extends StatelessWidget {
  const _Dots({required this.count, required this.current});

  final int count;
  final int current;

  @override
  Widget build(BuildContext context) {
    final scheme = Theme.of(context).colorScheme;
    return Row(
      mainAxisAlignment: MainAxisAlignment.center,
      children: [
        for (var i = 0; i < count; i++)
          Container(
            width: 6,
            height: 6,
            margin: const EdgeInsets.symmetric(horizontal: 3),
            decoration: BoxDecoration(
              shape: BoxShape.circle,
              color: i == current ? scheme.primary : scheme.outlineVariant,
            ),
          ),
      ],
    );
  }
}

class _Caption extends StatelessWidget {
  const _Caption({required this.url});

  final String url;

  @override
  Widget build(BuildContext context) {
    final name = Uri.parse(url).pathSegments.last.split('.').first;
    return Padding(
      padding: const EdgeInsets.only(top: 4),
      child: Text(name, style: Theme.of(context).textTheme.bodySmall),
    );
  }
}
