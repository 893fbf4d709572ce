from rest_framework import serializers

from catalog.models import Product


class ProductListSerializer(serializers.ModelSerializer):
    brand = serializers.CharField(source="brand.name")
    thumbnail = serializers.SerializerMethodField()

    class Meta:
        model = Product
        fields = ["id", "name", "brand", "price", "thumbnail"]

    def get_thumbnail(self, obj):
        images = list(obj.images.all())
        return images[0].url if images else None
