/// App Store Connect / Play Console に登録した商品 ID
class Products {
  static const premiumLifetime = 'jp.example.yomu.premium_lifetime';
  static const premiumMonthly = 'jp.example.yomu.premium_monthly';

  static const all = {premiumLifetime, premiumMonthly};
}
