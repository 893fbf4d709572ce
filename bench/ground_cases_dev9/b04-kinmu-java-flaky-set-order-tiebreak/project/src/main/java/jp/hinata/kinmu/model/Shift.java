package jp.hinata.kinmu.model;

public enum Shift {
    DAY(8),
    EVENING(8),
    NIGHT(16);

    private final int hours;

    Shift(int hours) {
        this.hours = hours;
    }

    public int hours() {
        return hours;
    }
}
