import Foundation

public enum ShippingCalculator {
    /// Shipping in cents for a parcel weight in kilograms: 4.90 up to 2 kg, then 1.20 per started kg.
    public static func cents(weightKg: Double) -> Int {
        let grams = Int(weightKg * 1000)
        if grams <= 2000 { return 490 }
        return 490 + 120 * ((grams - 2000 + 999) / 1000)
    }
}
