package jp.ichiba.market.catalog;

import java.util.List;

/** セット商品。構成品の合計から割引した価格で売る。 */
public record Bundle(String sku, String name, List<BundleItem> items, int discountPercent) {

    public record BundleItem(String sku, long unitPrice, int quantity) {
        long amount() {
            return unitPrice * quantity;
        }
    }

    public long listPrice() {
        return items.stream().mapToLong(BundleItem::amount).sum();
    }

    public long price() {
        return items.stream()
                .mapToLong(i -> i.unitPrice() * (100 - discountPercent) / 100 * i.quantity())
                .sum();
    }

    public long savings() {
        return listPrice() - price();
    }

    public boolean contains(String itemSku) {
        return items.stream().anyMatch(i -> i.sku().equals(itemSku));
    }

    public int totalQuantity() {
        return items.stream().mapToInt(BundleItem::quantity).sum();
    }
}
