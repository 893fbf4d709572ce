/// Product ids as configured in App Store Connect and Play Console.
class Products {
  static const monthly = 'mindful_premium_monthly';
  static const yearly = 'mindful_premium_yearly';
  static const lifetime = 'mindful_premium_lifetime';

  static const all = {monthly, yearly, lifetime};
}
