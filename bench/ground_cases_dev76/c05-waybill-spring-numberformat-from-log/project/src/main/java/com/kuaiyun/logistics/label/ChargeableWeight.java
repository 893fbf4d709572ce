package com.kuaiyun.logistics.label;

/**
 * 计费重量 = max(实际重量, 体积重量)，按 0.5kg 进位。
 */
public final class ChargeableWeight {

    /** 抛比：长*宽*高(cm) / 6000 */
    static final double VOLUMETRIC_DIVISOR = 6000.0;

    private ChargeableWeight() {
    }

    public static double volumetricKg(int lengthCm, int widthCm, int heightCm) {
        return (double) lengthCm * widthCm * heightCm / VOLUMETRIC_DIVISOR;
    }

    public static double of(double actualKg, int lengthCm, int widthCm, int heightCm) {
        double w = Math.max(actualKg, volumetricKg(lengthCm, widthCm, heightCm));
        return roundToHalfKg(w);
    }

    static double roundToHalfKg(double kg) {
        if (kg <= 0) {
            return 0.5;
        }
        return Math.ceil(kg * 2) / 2.0;
    }

    public static String label(double kg) {
        return String.format("%.1f kg", kg);
    }
}
